import type { FastifyInstance } from 'fastify';
import { changePasswordRequestSchema, updateProfileRequestSchema } from '../../common/schemas/account.js';
import { parse } from '../http/parse.js';
import { publicBaseUrl } from '../http/public-url.js';
import { endAccountSession, endOtherSessions, listAccountSessions } from './account-sessions.js';
import { changePassword } from './change-password.js';
import { currentUser } from './guard.js';
import { updateProfile } from './update-profile.js';

/** The Profile screen's account controls: name and email, password, and the signed-in sessions. */
export function registerAccountSettingsRoutes(app: FastifyInstance): void {
  const { db, secret, config, realtime, outgoingMail } = app.services;

  app.patch('/api/auth/profile', async (request) => {
    const input = parse(updateProfileRequestSchema, request.body);
    const { userId, familyId } = currentUser(request);
    const baseUrl = publicBaseUrl(request, config.publicUrl);
    const { pendingEmail, mails } = await updateProfile({ db, secret, userId, familyId, input, baseUrl });
    for (const mail of mails) outgoingMail.sendLater(async () => mail);
    return { pendingEmail };
  });

  app.post('/api/auth/password', async (request) => {
    const input = parse(changePasswordRequestSchema, request.body);
    const { userId, sessionId } = currentUser(request);
    return changePassword({ db, realtime, userId, sessionId, input, cost: config.passwordHashCost });
  });

  app.get('/api/auth/sessions', async (request) => {
    const { userId, sessionId } = currentUser(request);
    return listAccountSessions({ db, secret, userId, currentSessionId: sessionId });
  });

  app.delete('/api/auth/sessions/:id', async (request, reply) => {
    const { userId } = currentUser(request);
    const { id } = request.params as { id: string };
    await endAccountSession({ db, secret, realtime, userId, publicId: id });
    return reply.status(204).send();
  });

  app.post('/api/auth/sessions/sign-out-others', async (request) => {
    const { userId, sessionId } = currentUser(request);
    return { endedSessions: await endOtherSessions({ db, realtime, userId, keepSessionId: sessionId }) };
  });
}
