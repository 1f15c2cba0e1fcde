import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { updateEmailPreferencesSchema, type EmailPreferences } from '../../../common/schemas/email-preferences.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { loadEmailSwitches, saveEmailSwitches } from '../../mail/email-preferences.js';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH, type MailTopic } from '../../mail/unsubscribe-link.js';
import { EMAIL_KIND_TOPICS } from '../../notifications/notification-mail-copy.js';
import { bool, type Db } from '../../db/database.js';
import { WEEKLY_SUMMARY_COPY } from '../../weekly-summary/weekly-summary-copy.js';
import { unsubscribePage, type UnsubscribePage } from './unsubscribe-page.js';

const topicOf = (kind: MailTopic) => (kind === 'weekly-summary' ? WEEKLY_SUMMARY_COPY.topic : EMAIL_KIND_TOPICS[kind]);

async function stop(db: Db, userId: string, kind: MailTopic): Promise<void> {
  if (kind !== 'weekly-summary') return saveEmailSwitches(db, userId, { [kind]: false });
  await db.kysely
    .updateTable('users')
    .set({ weeklySummary: bool(false) })
    .where('id', '=', userId)
    .execute();
}

/** The signed-in parent's email switches: their own setting, like /api/auth/settings, whatever their role. */
export function registerEmailPreferenceRoutes(app: FastifyInstance): void {
  const { db, mailer } = app.services;
  const preferences = async (userId: string): Promise<EmailPreferences> => ({
    ...(await loadEmailSwitches(db, userId)),
    mailConfigured: mailer.kind === 'smtp',
  });

  app.get('/api/mail/preferences', async (request) => preferences(currentUser(request).userId));

  app.patch('/api/mail/preferences', async (request) => {
    const { userId } = currentUser(request);
    const input = parse(updateEmailPreferencesSchema, request.body);
    await saveEmailSwitches(db, userId, input);
    return preferences(userId);
  });
}

/**
 * The link in every notification email, signed in or not. GET asks first (link scanners open links, and must
 * not unsubscribe anyone); POST, from that page or from a mail program's one-click button (RFC 8058), does it.
 */
export function registerUnsubscribeRoutes(app: FastifyInstance): void {
  const { db, secret } = app.services;
  const send = (reply: FastifyReply, page: UnsubscribePage) =>
    reply
      .status(page.state === 'invalid' ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unsubscribePage(page));
  const linkOf = (request: FastifyRequest) => readUnsubscribeToken(secret, (request.query as Record<string, unknown>).token);

  void app.register(async (scope) => {
    // A mail program's one-click POST is a form body ('List-Unsubscribe=One-Click'); the link itself says what to do.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );

    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const link = linkOf(request);
      if (!link) return send(reply, { state: 'invalid' });
      return send(reply, { state: 'confirm', topic: topicOf(link.kind), action: request.url });
    });

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const link = linkOf(request);
      if (!link) return send(reply, { state: 'invalid' });
      const user = await db.kysely.selectFrom('users').select('id').where('id', '=', link.userId).executeTakeFirst();
      if (!user) return send(reply, { state: 'invalid' });
      await stop(db, link.userId, link.kind);
      return send(reply, { state: 'done', topic: topicOf(link.kind) });
    });
  });
}
