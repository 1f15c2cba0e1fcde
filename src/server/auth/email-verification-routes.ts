import type { FastifyInstance } from 'fastify';
import { VERIFY_EMAIL_PATH } from '../../common/email-verification-link.js';
import { verifyEmailRequestSchema } from '../../common/schemas/email-verification.js';
import { AppError } from '../errors.js';
import { parse } from '../http/parse.js';
import { publicBaseUrl } from '../http/public-url.js';
import { EMAIL_VERIFICATION_COPY } from './email-verification-copy.js';
import { currentUser } from './guard.js';
import { sendLoginPage } from './login-page.js';
import { assertNotLimited, recordAttempt, type RateRule } from './rate-limit.js';
import { prepareEmailVerification } from './send-email-verification.js';
import { verifyEmail } from './verify-email.js';

/** New verification links a signed-in parent may ask for (the one sent at sign-up is not counted). */
export const RESEND_VERIFICATION_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const satisfies RateRule;

export function registerEmailVerificationRoutes(app: FastifyInstance): void {
  const { db, secret, config, outgoingMail } = app.services;

  // Works signed in or not (the link may be opened on another device): the token alone names the account.
  app.post('/api/auth/verify-email', async (request) => {
    const { token } = parse(verifyEmailRequestSchema, request.body);
    await verifyEmail({ db, secret, token });
    return { message: EMAIL_VERIFICATION_COPY.verified };
  });

  app.post('/api/auth/resend-verification', async (request, reply) => {
    const { userId } = currentUser(request);
    const user = await db.kysely.selectFrom('users').select('emailVerifiedAt').where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.emailVerifiedAt !== null) throw new AppError('conflict', EMAIL_VERIFICATION_COPY.alreadyVerified);
    const key = `email-verification:user:${userId}`;
    await assertNotLimited(db, key, RESEND_VERIFICATION_LIMIT, EMAIL_VERIFICATION_COPY.tooMany);
    await recordAttempt(db, key, RESEND_VERIFICATION_LIMIT);
    const baseUrl = publicBaseUrl(request, config.publicUrl);
    outgoingMail.sendLater(() => prepareEmailVerification({ db, secret, userId, baseUrl }));
    return reply.status(202).send({ message: EMAIL_VERIFICATION_COPY.resent });
  });

  // The link from the email: the sign-in page, which reads the token from the fragment and sends it on.
  app.get(VERIFY_EMAIL_PATH, async (_request, reply) => sendLoginPage(reply, app.services.webDir));
}
