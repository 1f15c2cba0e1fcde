/** Narrowing of the two response bodies the page reads, without shipping zod. */
import type { InvitationPreview } from '../../common/schemas/family.js';

function field(data: unknown, name: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value: unknown = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export function readInvitation(data: unknown): InvitationPreview | null {
  const invitedBy = field(data, 'invitedBy');
  const email = field(data, 'email');
  const expiresAt = field(data, 'expiresAt');
  if (invitedBy === undefined || email === undefined || expiresAt === undefined) return null;
  return { invitedBy, email, expiresAt };
}

/** The email of GET /api/auth/user, or null. */
export function readUserEmail(data: unknown): string | null {
  return field(data, 'email') ?? null;
}
