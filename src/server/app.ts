import { dirname } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAiProvider } from './ai/create-ai-provider.js';
import { registerSessionLoader, registerFamilyScope } from './auth/guard.js';
import { createOidcSignIn } from './auth/oidc.js';
import { registerPasswordResetRoutes } from './auth/password-reset-routes.js';
import { registerEmailVerificationRoutes } from './auth/email-verification-routes.js';
import { registerAuthRoutes, signIn } from './auth/routes.js';
import { registerAccountSettingsRoutes } from './auth/account-routes.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { isDatabaseUnavailable } from './db/connection-errors.js';
import { registerAuditRoutes } from './features/audit/routes.js';
import { registerAccountRoutes } from './features/account/routes.js';
import { registerCheckInRoutes } from './features/check-ins/routes.js';
import { registerChildrenRoutes } from './features/children/routes.js';
import { registerCustodyRoutes } from './features/custody/routes.js';
import { registerCalendarFeedRoutes, registerPublicCalendarFeedRoutes } from './features/calendar-feed/routes.js';
import { registerEmailPreferenceRoutes, registerUnsubscribeRoutes } from './features/email-preferences/routes.js';
import { registerNotificationPreferenceRoutes } from './features/notification-preferences/routes.js';
import { registerEventRoutes } from './features/events/routes.js';
import { registerFamilyRoutes, registerPublicFamilyRoutes } from './features/family/routes.js';
import { registerGettingStartedRoutes } from './features/getting-started/routes.js';
import { registerMessageRoutes } from './features/messages/routes.js';
import { registerSwapRoutes } from './features/swaps/routes.js';
import { registerNotificationRoutes } from './features/notifications/routes.js';
import { registerSmartCommunicationRoutes } from './features/smart-communication/routes.js';
import { registerSmartSchedulingRoutes } from './features/smart-scheduling/routes.js';
import { registerInsightsRoutes } from './features/insights/routes.js';
import { registerLegalRoutes } from './features/legal/routes.js';
import { registerMediaRoutes } from './features/media/routes.js';
import { registerExpenseRoutes } from './features/expenses/routes.js';
import { registerTimelineRoutes } from './features/timeline/routes.js';
import { registerWellnessRoutes } from './features/wellness/routes.js';
import { registerVoiceRoutes } from './features/voice/routes.js';
import { registerVoiceJournalRoutes } from './features/voice/journal/routes.js';
import { registerPersonalReminderJobs } from './reminders/personal-reminders.js';
import { registerLearningRoutes } from './features/learning/routes.js';
import { registerTipReminderJobs } from './features/learning/tips/register-tip-reminder-jobs.js';
import { createMailer } from './mail/create-mailer.js';
import { createOutgoingMail } from './mail/outgoing-mail.js';
import { outboxFolder } from './mail/outbox-mailer.js';
import { mailBaseUrl } from './mail/mail-base-url.js';
import { createNotificationMail } from './notifications/notification-mail.js';
import { createJobQueue } from './jobs/job-queue.js';
import { registerJobPruning } from './jobs/prune-jobs.js';
import { registerReminderJobs } from './reminders/register-reminder-jobs.js';
import { registerDeliveryJobs } from './notifications/register-delivery-jobs.js';
import { registerWeeklySummaryJobs } from './weekly-summary/register-weekly-summary-jobs.js';
import { registerReminderSettingsRoutes } from './features/reminders/routes.js';
import { combineDeliveries } from './notifications/combine-deliveries.js';
import { registerPushRoutes } from './features/push/routes.js';
import { createPushDelivery } from './push/push-delivery.js';
import { createPushSender } from './push/push-sender.js';
import { resolveVapidKeys } from './push/vapid-keys.js';
import { registerMultipart } from './files/multipart.js';
import { registerFileRoutes } from './files/routes.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerOriginCheck } from './http/origin-check.js';
import { createRealtime } from './realtime/create-realtime.js';
import { registerRealtimeRoutes, registerWebsocketPlugin } from './realtime/routes.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { findWebDir, registerStaticFiles } from './http/static-files.js';
import type { Services } from './services.js';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  secret: string;
  /** The built client; found automatically when omitted. */
  webDir?: string;
  /** False: the job queue does not poll by itself (tests call services.jobs.runDue). */
  pollJobs?: boolean;
}

/** Builds the whole HTTP app on a database that is already migrated. Tests build it too. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  // A database restarting is a warning: pool and listener reconnect by themselves (decision 0026).
  options.db.onConnectionError?.((err) => app.log.warn({ err }, 'database connection lost'));
  const realtime = await createRealtime(options.db, (err) =>
    app.log[isDatabaseUnavailable(err) ? 'warn' : 'error']({ err }, 'realtime error'),
  );
  app.addHook('onClose', () => realtime.close());
  const mailer = createMailer(config, app.log);
  const outgoingMail = createOutgoingMail(mailer, app.log);
  app.addHook('onClose', async () => {
    await outgoingMail.settled();
    mailer.close();
  });
  if (mailer.kind === 'outbox')
    app.log.info({ folder: outboxFolder(config.dataDir) }, 'SMTP is not configured: mail is written to the outbox');
  const vapidKeys = resolveVapidKeys(config.push.vapidKeys, config.dataDir);
  const pushSender = createPushSender({ db: options.db, keys: vapidKeys, subject: config.push.subject, log: app.log });
  app.addHook('onClose', () => pushSender.settled());
  const jobs = createJobQueue({ db: options.db, log: app.log });
  // First thing on close, before every onClose hook (the mail's waits for what the jobs send): claim nothing more, finish what runs.
  app.addHook('preClose', () => jobs.stop());
  const mailContext = { db: options.db, secret: options.secret, baseUrl: mailBaseUrl(config) };
  const services: Services = {
    config,
    db: options.db,
    realtime,
    ai: createAiProvider(config, { onFallback: (err) => app.log.warn({ err }, 'AI endpoint failed; answered offline') }),
    secret: options.secret,
    mailer,
    outgoingMail,
    delivery: combineDeliveries(
      createNotificationMail({ ...mailContext, outgoingMail, jobs }),
      createPushDelivery({ db: options.db, sender: pushSender, jobs }),
    ),
    push: { publicKey: vapidKeys.publicKey, sender: pushSender },
    jobs,
    webDir: options.webDir ?? findWebDir(dirname(fileURLToPath(import.meta.url))),
  };
  app.decorate('services', services);
  registerReminderJobs(services);
  registerPersonalReminderJobs(services);
  registerJobPruning(jobs, options.db);
  registerDeliveryJobs(services, mailContext);
  registerWeeklySummaryJobs(services, mailContext);
  registerTipReminderJobs(services);
  if (options.pollJobs !== false) app.addHook('onReady', async () => jobs.start());
  // The API speaks JSON only: a text body is refused with 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);

  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: config.publicUrl?.startsWith('https://') ?? false });
  // Dynamic responses at a fast brotli level; built files are served precompressed (scripts/precompress.mjs).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  await registerMultipart(app, config);
  await registerWebsocketPlugin(app);
  registerOriginCheck(app, { publicUrl: config.publicUrl });
  registerSessionLoader(app);

  const oidc = await createOidcSignIn(app, signIn);
  registerAuthRoutes(app, oidc);
  registerAccountSettingsRoutes(app);
  registerPasswordResetRoutes(app);
  registerEmailVerificationRoutes(app);
  registerEmailPreferenceRoutes(app);
  registerNotificationPreferenceRoutes(app);
  registerReminderSettingsRoutes(app);
  registerUnsubscribeRoutes(app);
  registerPublicFamilyRoutes(app);
  registerPublicCalendarFeedRoutes(app);
  registerFamilyScope(app, (scope) => {
    registerFamilyRoutes(scope);
    registerEventRoutes(scope);
    registerCalendarFeedRoutes(scope);
    registerChildrenRoutes(scope);
    registerFileRoutes(scope);
    registerMessageRoutes(scope);
    registerCustodyRoutes(scope);
    registerSwapRoutes(scope);
    registerRealtimeRoutes(scope, realtime.hub);
    registerNotificationRoutes(scope);
    registerSmartCommunicationRoutes(scope);
    registerSmartSchedulingRoutes(scope);
    registerLegalRoutes(scope);
    registerMediaRoutes(scope);
    registerExpenseRoutes(scope);
    registerTimelineRoutes(scope);
    registerWellnessRoutes(scope);
    registerVoiceRoutes(scope);
    registerVoiceJournalRoutes(scope);
    registerLearningRoutes(scope);
    registerAuditRoutes(scope);
    registerGettingStartedRoutes(scope);
    registerPushRoutes(scope);
    registerAccountRoutes(scope);
    registerCheckInRoutes(scope);
    registerInsightsRoutes(scope);
  });
  await registerStaticFiles(app, services.webDir);
  return app;
}
