import type { Config } from './config.js';
import type { AiProvider } from './ai/ai-provider.js';
import type { Db } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { OutgoingMail } from './mail/outgoing-mail.js';
import type { Realtime } from './realtime/realtime.js';
import type { NotificationDelivery } from './notifications/notification-delivery.js';
import type { PushSender } from './push/push-sender.js';
import type { JobQueue } from './jobs/job-types.js';

/** What every route needs, built once in buildApp and reachable as `app.services`. */
export interface Services {
  config: Config;
  db: Db;
  /** Key for hashing session, invitation and feed tokens. */
  secret: string;
  /** Directory of the built client, when it exists. */
  webDir: string | undefined;
  /** Pushes events to signed-in browsers over GET /api/ws (and across instances on PostgreSQL). */
  realtime: Realtime;
  /** Tone coach and later AI features: offline, or an OpenAI-compatible endpoint with offline fallback. */
  ai: AiProvider;
  /** SMTP when configured, else the outbox folder in DATA_DIR; `sendMail` waits for the hand-over. */
  mailer: Mailer;
  /** Mail sent in the background after a request is answered (notifications, password reset links). */
  outgoingMail: OutgoingMail;
  /** How a notification reaches a parent outside the open app: by email (unless its kind is off) and by Web Push. */
  delivery: NotificationDelivery;
  /** Web Push: the VAPID public key devices subscribe with, and the background sender (tests await `settled()`). */
  push: { publicKey: string; sender: PushSender };
  /** Background jobs (reminders), each run once by whichever instance claims it. */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
