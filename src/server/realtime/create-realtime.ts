import type { Db } from '../db/database.js';
import { createInProcessRealtime, type LocalRealtime } from './in-process-realtime.js';
import { createPostgresRealtime } from './postgres-realtime.js';

/**
 * The realtime implementation for this database: in-process for SQLite (one instance), LISTEN/NOTIFY
 * for PostgreSQL (any number of instances).
 */
export async function createRealtime(db: Db, onError: (error: unknown) => void): Promise<LocalRealtime> {
  if (db.dialect === 'postgres') return createPostgresRealtime(db, onError);
  return createInProcessRealtime(db, onError);
}
