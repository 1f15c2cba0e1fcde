import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Holds the e2e server's SQLite write lock from another connection, as a backup or a second server started by
 * mistake would, until `release`. `staleSessions` first marks every session as long unused, so the server's
 * next session check must write (its last use) and meets the lock. A request already in flight (the page's socket,
 * a late query) may write its last use between that update and the lock, so both are made again until the lock
 * is held with every session still unused.
 */
export function lockServerDatabase(options: { staleSessions: boolean }): { release: () => void } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  const sqlite = new SQLite(join(dataDir, 'amity.sqlite'));
  sqlite.pragma('busy_timeout = 10000');
  const usedSessions = sqlite.prepare<[], { count: number }>('select count(*) as count from sessions where last_used_at is not null');
  for (;;) {
    if (options.staleSessions) sqlite.exec('update sessions set last_used_at = null');
    sqlite.exec('begin exclusive');
    if (!options.staleSessions || usedSessions.get()?.count === 0) break;
    sqlite.exec('commit');
  }
  return {
    release: () => {
      if (sqlite.inTransaction) sqlite.exec('commit');
      sqlite.close();
    },
  };
}
