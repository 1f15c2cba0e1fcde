import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 200;

/**
 * Kysely prepares every query afresh; preparing costs ~15% of a request on SQLite (bench/, measured).
 * This keeps the most recent prepared statements by SQL text. Statements are run to completion
 * synchronously (no streaming reads here), so reusing one is safe; SQLite re-prepares them itself
 * after a schema change.
 */
export function withStatementCache(db: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = db.prepare(sql);
      if (cache.size >= MAX_STATEMENTS) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
