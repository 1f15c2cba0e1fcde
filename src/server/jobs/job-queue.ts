import type { Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import type { Db } from '../db/database.js';
import type { JobsTable } from '../db/schema.js';
import { claimDueJobs } from './claim-jobs.js';
import { enqueueJob } from './enqueue-job.js';
import type { JobHandler, JobQueue } from './job-types.js';
import { markJobDone, markJobFailed, releaseJobs } from './settle-job.js';

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often start() looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job is this instance's; past it, another instance runs it again. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
}

export const JOB_DEFAULTS = { pollMs: 5_000, leaseMs: 5 * 60_000, batchSize: 10, maxAttempts: 8 } as const;
/** runDue keeps claiming while jobs come (a scan queues reminders already due), this many rounds at most. */
const MAX_ROUNDS = 20;

/** The job queue over the jobs table: each job runs once whichever of several instances claims it. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const settings = { ...JOB_DEFAULTS, ...options };
  const handlers = new Map<string, JobHandler>();
  const recurring = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;

  async function runOne(row: Selectable<JobsTable>, now: Date): Promise<void> {
    try {
      const handler = handlers.get(row.kind);
      if (!handler) throw new Error(`No handler for jobs of kind '${row.kind}'`);
      const { lockedUntil: _lease, lastError: _error, doneAt: _done, createdAt: _created, ...job } = row;
      await handler({ ...job, payload: JSON.parse(row.payload) as unknown }, now);
      await markJobDone(db, row.id, now);
    } catch (err) {
      await markJobFailed(db, row, err, now);
      const final = row.attempts >= settings.maxAttempts;
      log[final ? 'error' : 'warn'](
        { err, job: row.id, kind: row.kind, attempts: row.attempts },
        final ? 'job failed for good' : 'job failed; retrying later',
      );
    }
  }

  async function runBatch(now: Date): Promise<number> {
    const claimed = await claimDueJobs(db, {
      now,
      leaseMs: settings.leaseMs,
      limit: settings.batchSize,
      maxAttempts: settings.maxAttempts,
    });
    for (const [index, row] of claimed.entries()) {
      if (stopping) {
        await releaseJobs(
          db,
          claimed.slice(index).map((r) => r.id),
        );
        break;
      }
      await runOne(row, now);
    }
    return claimed.length;
  }

  async function queueRecurring(now: Date): Promise<void> {
    for (const [kind, everyMs] of recurring) {
      const slot = new Date(Math.floor(now.getTime() / everyMs) * everyMs);
      await enqueueJob(db, { kind, payload: { slot: slot.toISOString() }, runAt: slot, key: `${kind}:${slot.toISOString()}` }, now);
    }
  }

  function runDue(now = new Date()): Promise<void> {
    if (stopping) return Promise.resolve();
    const run = (async () => {
      await queueRecurring(now);
      for (let round = 0; round < MAX_ROUNDS && !stopping; round++) if ((await runBatch(now)) === 0) break;
    })().finally(() => running.delete(run));
    running.add(run);
    return run;
  }

  function poll(): void {
    timer = setTimeout(() => {
      runDue()
        // Never stops polling: a database away (restarting) fails this round, and the next poll tries again.
        .catch((err: unknown) => log[isDatabaseUnavailable(err) ? 'warn' : 'error']({ err }, 'job queue poll failed'))
        .finally(() => {
          if (!stopping) poll();
        });
    }, settings.pollMs);
    timer.unref();
  }

  return {
    enqueue: (input) => enqueueJob(db, input),
    handle(kind, handler) {
      handlers.set(kind, handler as JobHandler);
    },
    every(kind, everyMs) {
      recurring.set(kind, everyMs);
    },
    start() {
      if (!timer && !stopping) poll();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    runDue,
  };
}
