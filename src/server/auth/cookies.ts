import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'amity_session';

export function isHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return request.protocol === 'https' || (publicUrl?.startsWith('https://') ?? false);
}

export function setSessionCookie(reply: FastifyReply, opts: { token: string; expiresAt: string; secure: boolean }): void {
  reply.setCookie(SESSION_COOKIE, opts.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    expires: new Date(opts.expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
