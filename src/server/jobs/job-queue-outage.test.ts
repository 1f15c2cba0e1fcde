import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createJobQueue } from './job-queue.js';

describe('the job queue while the database is unavailable', () => {
  it('keeps polling through failed rounds and runs the job once the database answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'amity-jobs-'));
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    const lines: { level: number; msg: string }[] = [];
    // Fastify's own logger (pino), writing its JSON lines here.
    const { log } = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) } },
    });
    const jobs = createJobQueue({ db, log, pollMs: 20 });
    const other = new SQLite(join(dir, 'amity.sqlite'));
    try {
      let runs = 0;
      jobs.handle('outage-test', async () => {
        runs++;
      });
      await jobs.enqueue({ kind: 'outage-test', payload: {}, runAt: new Date(0), key: 'outage' });
      await sql`pragma busy_timeout = 0`.execute(db.kysely);
      other.exec('begin exclusive');
      jobs.start();
      // Several polls fail (SQLITE_BUSY), each logged as a warning, and polling goes on.
      await expect.poll(() => lines.filter((l) => l.msg === 'job queue poll failed').length).toBeGreaterThan(2);
      expect(lines.every((l) => l.level === 40)).toBe(true);
      expect(runs).toBe(0);
      other.exec('commit');
      await expect.poll(() => runs).toBe(1);
    } finally {
      await jobs.stop();
      other.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
