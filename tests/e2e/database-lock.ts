import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Holds the e2e server's SQLite write lock from another connection, as a backup or a second server started by
 * mistake would, until `release`. `staleSessions` first marks every session as long unused, so the server's
 * next session check must write (its last use) and meets the lock.
 */
export function lockServerDatabase(options: { staleSessions: boolean }): { release: () => void } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  const sqlite = new SQLite(join(dataDir, 'amity.sqlite'));
  sqlite.pragma('busy_timeout = 10000');
  if (options.staleSessions) sqlite.exec('update sessions set last_used_at = null');
  sqlite.exec('begin exclusive');
  return {
    release: () => {
      if (sqlite.inTransaction) sqlite.exec('commit');
      sqlite.close();
    },
  };
}
