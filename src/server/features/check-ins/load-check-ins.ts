import type { Kysely } from 'kysely';
import type { CustodyExchange } from '../../../common/custody/exchanges.js';
import { checkInWindow, type CheckIn, type ExchangeCheckIns } from '../../../common/schemas/check-ins.js';
import type { Database } from '../../db/schema.js';

/** Both parents' check-ins for the exchange at `exchangeAt`, earliest first, with the names of who checked in. */
export async function loadCheckIns(db: Kysely<Database>, familyId: string, exchangeAt: string): Promise<CheckIn[]> {
  const rows = await db
    .selectFrom('exchangeCheckIns')
    .innerJoin('users', 'users.id', 'exchangeCheckIns.userId')
    .select([
      'exchangeCheckIns.id',
      'exchangeCheckIns.userId',
      'users.firstName',
      'users.lastName',
      'users.deletedAt',
      'exchangeCheckIns.status',
      'exchangeCheckIns.minutesLate',
      'exchangeCheckIns.note',
      'exchangeCheckIns.createdAt',
      'exchangeCheckIns.updatedAt',
    ])
    .where('exchangeCheckIns.familyId', '=', familyId)
    .where('exchangeCheckIns.exchangeAt', '=', exchangeAt)
    .orderBy('exchangeCheckIns.createdAt')
    .orderBy('exchangeCheckIns.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: r.deletedAt ? 'Former member' : `${r.firstName} ${r.lastName}`.trim(),
    status: r.status,
    minutesLate: r.minutesLate,
    note: r.note,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

/** Whether `now` is inside the exchange's check-in window. */
export function isCheckInOpen(exchangeAt: string, now: Date): boolean {
  const { opensAt, closesAt } = checkInWindow(exchangeAt);
  return now.getTime() >= Date.parse(opensAt) && now.getTime() <= Date.parse(closesAt);
}

export async function exchangeCheckIns(
  db: Kysely<Database>,
  familyId: string,
  exchange: CustodyExchange,
  now: Date,
): Promise<ExchangeCheckIns> {
  const window = checkInWindow(exchange.at);
  const open = isCheckInOpen(exchange.at, now);
  return {
    exchange,
    ...window,
    open,
    state: open ? 'open' : now.getTime() < Date.parse(window.opensAt) ? 'upcoming' : 'closed',
    checkIns: await loadCheckIns(db, familyId, exchange.at),
  };
}
