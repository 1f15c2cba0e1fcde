import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { claimDueJobs } from './claim-jobs.js';
import { JOB_DEFAULTS } from './job-queue.js';
import { DONE_JOBS_KEPT_MS } from './prune-jobs.js';
import { retryDelayMs } from './settle-job.js';

const NOW = new Date('2030-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(TEST_DIALECTS)('job queue (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const jobRow = (key: string) => t.db.kysely.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

  it('runs a due job once, with its payload, and not before it is due', async () => {
    const { jobs } = t.app.services;
    const runs: unknown[] = [];
    jobs.handle('test-once', async (job) => {
      runs.push(job.payload);
    });
    expect(await jobs.enqueue({ kind: 'test-once', payload: { n: 1 }, runAt: later(60_000), key: 'once' })).toBe(true);
    await jobs.runDue(NOW);
    expect(runs).toEqual([]);
    await jobs.runDue(later(60_000));
    await jobs.runDue(later(120_000));
    expect(runs).toEqual([{ n: 1 }]);
    const row = await jobRow('once');
    expect(row).toMatchObject({ attempts: 1, doneAt: later(60_000).toISOString(), lockedUntil: null, lastError: null });
  });

  it('deletes finished jobs once a day after a week, keeping newer ones and those not yet run', async () => {
    const { jobs } = t.app.services;
    jobs.handle('test-old', async () => undefined);
    await jobs.enqueue({ kind: 'test-old', payload: {}, runAt: NOW, key: 'old' });
    await jobs.enqueue({ kind: 'test-old', payload: {}, runAt: later(6 * 86_400_000), key: 'recent' });
    await jobs.enqueue({ kind: 'test-old', payload: {}, runAt: later(30 * 86_400_000), key: 'future' });
    await jobs.runDue(NOW);
    await jobs.runDue(later(6 * 86_400_000));
    await jobs.runDue(later(DONE_JOBS_KEPT_MS + 86_400_000));
    const keys = await t.db.kysely.selectFrom('jobs').select('key').where('kind', '=', 'test-old').execute();
    expect(keys.map((row) => row.key).sort()).toEqual(['future', 'recent']);
  });

  it('does not queue a job whose key is taken, even once it is done', async () => {
    const { jobs } = t.app.services;
    let runs = 0;
    jobs.handle('test-key', async () => {
      runs++;
    });
    expect(await jobs.enqueue({ kind: 'test-key', payload: {}, runAt: NOW, key: 'same' })).toBe(true);
    expect(await jobs.enqueue({ kind: 'test-key', payload: {}, runAt: NOW, key: 'same' })).toBe(false);
    await jobs.runDue(NOW);
    expect(await jobs.enqueue({ kind: 'test-key', payload: {}, runAt: NOW, key: 'same' })).toBe(false);
    await jobs.runDue(later(60_000));
    expect(runs).toBe(1);
    // Jobs without a key may repeat.
    expect(await jobs.enqueue({ kind: 'test-key', payload: {}, runAt: NOW })).toBe(true);
    expect(await jobs.enqueue({ kind: 'test-key', payload: {}, runAt: NOW })).toBe(true);
  });

  it('records the error of a failing job, retries it after a backoff, and leaves it failed after the last attempt', async () => {
    const { jobs } = t.app.services;
    let calls = 0;
    jobs.handle('test-flaky', async () => {
      calls++;
      if (calls < 3) throw new Error(`mail server down (${calls})`);
    });
    await jobs.enqueue({ kind: 'test-flaky', payload: {}, runAt: NOW, key: 'flaky' });
    await jobs.runDue(NOW);
    expect(await jobRow('flaky')).toMatchObject({ attempts: 1, doneAt: null, runAt: later(retryDelayMs(1)).toISOString() });
    expect((await jobRow('flaky')).lastError).toContain('mail server down (1)');
    await jobs.runDue(later(1_000)); // not yet due again
    expect(calls).toBe(1);
    await jobs.runDue(later(retryDelayMs(1)));
    expect((await jobRow('flaky')).lastError).toContain('mail server down (2)');
    await jobs.runDue(later(retryDelayMs(1) + retryDelayMs(2)));
    expect(calls).toBe(3);
    expect((await jobRow('flaky')).doneAt).not.toBeNull();

    jobs.handle('test-broken', async () => {
      throw new Error('always');
    });
    await jobs.enqueue({ kind: 'test-broken', payload: {}, runAt: NOW, key: 'broken' });
    for (let i = 0; i < JOB_DEFAULTS.maxAttempts + 2; i++) await jobs.runDue(later(i * 3_600_000));
    expect(await jobRow('broken')).toMatchObject({ attempts: JOB_DEFAULTS.maxAttempts, doneAt: null });
  });

  it('runs again a job whose instance died holding it, once its lease has passed', async () => {
    const { jobs } = t.app.services;
    let runs = 0;
    jobs.handle('test-lease', async () => {
      runs++;
    });
    await jobs.enqueue({ kind: 'test-lease', payload: {}, runAt: NOW, key: 'lease' });
    // Another instance claims it and dies before finishing.
    expect(await claimDueJobs(t.db, { now: NOW, leaseMs: JOB_DEFAULTS.leaseMs, limit: 10, maxAttempts: 8 })).toHaveLength(1);
    await jobs.runDue(later(JOB_DEFAULTS.leaseMs - 1));
    expect(runs).toBe(0);
    await jobs.runDue(later(JOB_DEFAULTS.leaseMs + 1));
    expect(runs).toBe(1);
    expect(await jobRow('lease')).toMatchObject({ attempts: 2 });
    expect((await jobRow('lease')).doneAt).not.toBeNull();
  });

  it('waits on stop for the job under way and claims nothing after', async () => {
    const { jobs } = t.app.services;
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      jobs.handle('test-slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
      });
    });
    await jobs.enqueue({ kind: 'test-slow', payload: {}, runAt: NOW, key: 'slow' });
    const running = jobs.runDue(NOW);
    await started;
    const stopped = jobs.stop();
    await jobs.enqueue({ kind: 'test-slow', payload: {}, runAt: NOW, key: 'after-stop' });
    release();
    await stopped;
    await running;
    expect((await jobRow('slow')).doneAt).not.toBeNull();
    await jobs.runDue(NOW);
    expect(await jobRow('after-stop')).toMatchObject({ attempts: 0, doneAt: null });
  });
});
