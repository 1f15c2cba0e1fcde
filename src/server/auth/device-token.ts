import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sealValue, unsealValue } from './signed-cookie.js';

/**
 * A device where the account signed in before carries this signed cookie. Its sign-in attempts are counted on
 * their own, not against the account's limit, so someone else's failed attempts cannot lock the owner out there.
 */
const DEVICE_COOKIE = 'amity_device';
const DEVICE_TTL_MS = 365 * 24 * 60 * 60_000;

interface DeviceToken {
  userId: string;
  deviceId: string;
}

function isDeviceToken(value: unknown): value is { u: string; d: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { u?: unknown }).u === 'string' &&
    typeof (value as { d?: unknown }).d === 'string'
  );
}

/** The device's id when its cookie was given to this very account; undefined otherwise (no cookie, another account, forged). */
export function trustedDeviceOf(request: FastifyRequest, secret: string, userId: string | undefined): string | undefined {
  if (!userId) return undefined;
  const value = unsealValue(secret, request.cookies[DEVICE_COOKIE]);
  return isDeviceToken(value) && value.u === userId ? value.d : undefined;
}

/** Marks the browser as a device of the account (keeping its id when it was one already). */
export function setDeviceCookie(
  reply: FastifyReply,
  opts: { secret: string; userId: string; deviceId?: string | undefined; secure: boolean },
): void {
  const token: DeviceToken = { userId: opts.userId, deviceId: opts.deviceId ?? randomBytes(16).toString('base64url') };
  reply.setCookie(DEVICE_COOKIE, sealValue(opts.secret, { u: token.userId, d: token.deviceId }), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    expires: new Date(Date.now() + DEVICE_TTL_MS),
  });
}
