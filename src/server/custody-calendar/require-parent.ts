import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard.js';
import type { SessionUser } from '../auth/sessions.js';
import { AppError } from '../errors.js';

/** The signed-in user when they are a parent of the family; 403 with `message` for a professional. */
export function requireParent(request: FastifyRequest, message: string): SessionUser {
  const user = currentUser(request);
  if (user.role !== 'parent') throw new AppError('forbidden', message);
  return user;
}
