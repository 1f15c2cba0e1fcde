import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface CheckIn {
  exchangeAt: string;
  status: 'on_time' | 'late' | 'missed';
  minutesLate: number | null;
}

/** The parents' handover check-ins (table of the check-ins feature) between two instants. */
export async function loadCheckIns(db: Kysely<Database>, familyId: string, from: number, to: number): Promise<CheckIn[]> {
  return db
    .selectFrom('exchangeCheckIns')
    .select(['exchangeAt', 'status', 'minutesLate'])
    .where('familyId', '=', familyId)
    .where('exchangeAt', '>=', new Date(from).toISOString())
    .where('exchangeAt', '<', new Date(to).toISOString())
    .execute();
}
