import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';
import type { MailMessage } from './mail-message.js';

/**
 * Mail sent after the answer, so the person who acted never waits on (or learns about) delivery. A failure
 * is logged; closing the app waits for what is under way.
 */
export interface OutgoingMail {
  /** Runs `prepare` in the background and sends what it returns (nothing when it returns undefined). */
  sendLater(prepare: () => Promise<MailMessage | undefined>): void;
  /** Resolves once every mail started so far is sent or has failed. */
  settled(): Promise<void>;
}

export function createOutgoingMail(mailer: Mailer, log: FastifyBaseLogger): OutgoingMail {
  const pending = new Set<Promise<void>>();
  return {
    sendLater(prepare) {
      const task = (async () => {
        const message = await prepare();
        if (!message) return;
        try {
          await mailer.sendMail(message);
        } catch (err) {
          log.error({ err, to: message.to, subject: message.subject }, 'mail not sent');
        }
      })()
        .catch((err: unknown) => log.error({ err }, 'mail not prepared'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
