import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../testing/private-postgres.js';
import { isDatabaseUnavailable } from './connection-errors.js';

/** The error `run` fails with. */
async function failure(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('which errors mean the database is away', () => {
  it('a refused connection is; a programming error is not', async () => {
    const port = await freePort();
    const refused = await failure(() => new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/x` }).connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('SQLite locked by another connection past busy_timeout is (SQLITE_BUSY); a constraint is not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'amity-busy-'));
    const file = join(dir, 'busy.sqlite');
    const holder = new SQLite(file);
    const waiter = new SQLite(file);
    try {
      holder.exec('create table t (id integer primary key)');
      waiter.pragma('busy_timeout = 0');
      holder.exec('begin exclusive');
      expect(isDatabaseUnavailable(await failure(() => waiter.prepare('insert into t (id) values (1)').run()))).toBe(true);
      holder.exec('insert into t (id) values (1); commit');
      expect(isDatabaseUnavailable(await failure(() => waiter.prepare('insert into t (id) values (1)').run()))).toBe(false);
    } finally {
      holder.close();
      waiter.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: a connection terminated by the server is (57P01); bad SQL is not', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const victim = new pg.Client({ connectionString: url, application_name: 'amity_connection_errors_test' });
    victim.on('error', () => undefined);
    await victim.connect();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      expect(isDatabaseUnavailable(await failure(() => admin.query('select * from no_such_table')))).toBe(false);
      const sleeping = failure(() => victim.query('select pg_sleep(10)'));
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                `select 1 from pg_stat_activity where application_name = 'amity_connection_errors_test' and state = 'active'`,
              )
            ).rowCount,
        )
        .toBe(1);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'amity_connection_errors_test'`);
      const cut = await sleeping;
      expect(cut).toMatchObject({ code: '57P01' });
      expect(isDatabaseUnavailable(cut)).toBe(true);
      // The client is broken from then on, and says so.
      expect(isDatabaseUnavailable(await failure(() => victim.query('select 1')))).toBe(true);
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });
});
