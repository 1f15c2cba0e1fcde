import type { FastifyInstance } from 'fastify';
import { RESET_PASSWORD_PATH } from '../../common/password-reset-link.js';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../common/schemas/auth.js';
import { parse } from '../http/parse.js';
import { publicBaseUrl } from '../http/public-url.js';
import { getUser } from './accounts.js';
import { sendLoginPage } from './login-page.js';
import { PASSWORD_RESET_COPY } from './password-reset-copy.js';
import { PASSWORD_RESET_LIMITS, assertNotLimited, recordAttempt } from './rate-limit.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';
import { signIn } from './routes.js';

export function registerPasswordResetRoutes(app: FastifyInstance): void {
  const { db, secret, config, outgoingMail, realtime } = app.services;

  app.post('/api/auth/forgot-password', async (request, reply) => {
    const { email } = parse(forgotPasswordRequestSchema, request.body);
    const accountKey = `password-reset:account:${email}`;
    const addressKey = `password-reset:address:${request.ip}`;
    await assertNotLimited(db, addressKey, PASSWORD_RESET_LIMITS.perAddress, PASSWORD_RESET_COPY.tooMany);
    await assertNotLimited(db, accountKey, PASSWORD_RESET_LIMITS.perAccount, PASSWORD_RESET_COPY.tooMany);
    await recordAttempt(db, addressKey, PASSWORD_RESET_LIMITS.perAddress);
    await recordAttempt(db, accountKey, PASSWORD_RESET_LIMITS.perAccount);
    // Everything that depends on the account happens after the answer, so neither its words nor its timing tell.
    const baseUrl = publicBaseUrl(request, config.publicUrl);
    outgoingMail.sendLater(() => requestPasswordReset({ db, secret, email, baseUrl }));
    return reply.status(202).send({ message: PASSWORD_RESET_COPY.requested });
  });

  app.post('/api/auth/reset-password', async (request, reply) => {
    const input = parse(resetPasswordRequestSchema, request.body);
    const { userId, endedSessions } = await resetPassword({ db, secret, input, cost: config.passwordHashCost });
    for (const sessionId of endedSessions) realtime.disconnectSession(sessionId);
    await signIn(request, reply, userId);
    return reply.send(await getUser(db, userId));
  });

  // The link from the email: the sign-in page, which reads the token from the fragment.
  app.get(RESET_PASSWORD_PATH, async (_request, reply) => sendLoginPage(reply, app.services.webDir));
}
