import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../../src/common/custody/calendar-dates.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A custody schedule agreed 30 days ago, written into the e2e server's SQLite file as the demo seed writes one: the app
 * never backdates a schedule, and a handover open for check-in needs one in the past. One handover a day at 17:00 UTC.
 */
export async function seedPastDailySchedule(a: APIRequestContext, b: APIRequestContext): Promise<{ yesterday: string }> {
  const userId = async (r: APIRequestContext) => ((await (await r.get('/api/auth/user')).json()) as { id: string }).id;
  const familyId = ((await (await a.get('/api/family')).json()) as { id: string }).id;
  const [first, second] = [await userId(a), await userId(b)];
  const start = addDays(today(), -30);
  const at = `${start}T00:00:00.000Z`;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const db = new Database(join(dataDir, 'amity.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into custody_schedule_changes (id, family_id, kind, pattern, custom_sequence, start_date, exchange_time, exchange_place,
        first_parent_id, time_zone, status, proposed_by, proposed_at, requested_from, effective_from, answered_by, answered_at, answer)
       values (?, ?, 'set', 'custom', '["first","second"]', ?, '17:00', null, ?, 'UTC', 'accepted', ?, ?, ?, ?, ?, ?, null)`,
    ).run(randomUUID(), familyId, start, first, first, at, start, start, second, at);
  } finally {
    db.close();
  }
  return { yesterday: `${addDays(today(), -1)}T17:00:00.000Z` };
}
