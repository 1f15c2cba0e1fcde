import { z } from 'zod';
import { emailSchema } from './auth.js';

export const createInvitationRequestSchema = z.strictObject({ email: emailSchema });

export const joinFamilyRequestSchema = z.strictObject({
  token: z.string({ error: 'Invitation token is required' }).trim().min(1, 'Invitation token is required').max(200),
});

export const familyMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['parent', 'professional']),
  joinedAt: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The join link, for the parent who made the invitation while it is pending; null for anyone else. */
  link: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const partnershipStatusSchema = z.enum(['active', 'pending', 'not_connected']);
export type PartnershipStatus = z.infer<typeof partnershipStatusSchema>;

export const familySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  members: z.array(familyMemberSchema),
  invitations: z.array(invitationSchema),
  partnershipStatus: partnershipStatusSchema,
});
export type Family = z.infer<typeof familySchema>;

export const createdInvitationSchema = invitationSchema.extend({ link: z.string() });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

export const invitationPreviewSchema = z.object({
  invitedBy: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/family/invitations/:id/email: where the link went; mailConfigured false when it waits in the server's outbox. */
export const invitationEmailedSchema = z.object({ email: z.string(), mailConfigured: z.boolean() });
export type InvitationEmailed = z.infer<typeof invitationEmailedSchema>;
