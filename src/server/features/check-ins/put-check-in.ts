import { randomUUID } from 'node:crypto';
import { CHECK_IN_MESSAGES, checkInWindow, type ExchangeCheckIns, type PutCheckInInput } from '../../../common/schemas/check-ins.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import { auditCheckIn } from './check-in-audit.js';
import { findExchange } from './find-exchange.js';
import { exchangeCheckIns } from './load-check-ins.js';

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE');

/**
 * Records (or corrects) the parent's check-in for one exchange of the custody calendar, audited, then tells the
 * family's open screens. Refused before the window opens (a handover still to come) and after it closes, so a
 * check-in is never written long after the fact.
 */
export async function putCheckIn(opts: {
  db: Db;
  realtime: Realtime;
  familyId: string;
  userId: string;
  input: PutCheckInInput;
  now?: Date;
}): Promise<{ created: boolean; result: ExchangeCheckIns }> {
  const { db, familyId, userId, input } = opts;
  const now = opts.now ?? new Date();
  const exchange = await findExchange({ db, familyId, at: input.exchangeAt });
  if (!exchange) throw new AppError('not_found', CHECK_IN_MESSAGES.noSuchExchange);
  if (userId !== exchange.fromParentId && userId !== exchange.toParentId) throw new AppError('forbidden', CHECK_IN_MESSAGES.notAParty);
  const window = checkInWindow(exchange.at);
  if (now.getTime() < Date.parse(window.opensAt)) throw new AppError('conflict', CHECK_IN_MESSAGES.notYetOpen);
  if (now.getTime() > Date.parse(window.closesAt)) throw new AppError('conflict', CHECK_IN_MESSAGES.closed);

  const at = now.toISOString();
  const after = { status: input.status, minutesLate: input.minutesLate, note: input.note };
  const write = () =>
    db.kysely.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('exchangeCheckIns')
        .select(['id', 'status', 'minutesLate', 'note'])
        .where('familyId', '=', familyId)
        .where('exchangeAt', '=', exchange.at)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (existing) {
        const unchanged = existing.status === after.status && existing.minutesLate === after.minutesLate && existing.note === after.note;
        if (unchanged) return false;
        await trx
          .updateTable('exchangeCheckIns')
          .set({ ...after, updatedAt: at })
          .where('id', '=', existing.id)
          .execute();
        await auditCheckIn(trx, { familyId, actorId: userId, id: existing.id, exchange, before: existing, after, at });
        return false;
      }
      const id = randomUUID();
      await trx
        .insertInto('exchangeCheckIns')
        .values({ id, familyId, exchangeAt: exchange.at, userId, ...after, createdAt: at, updatedAt: at })
        .execute();
      await auditCheckIn(trx, { familyId, actorId: userId, id, exchange, before: null, after, at });
      return true;
    });
  // Two taps at once: the second insert meets the first's row, and the retry finds it as a correction.
  const created = await write().catch((error: unknown) => (isUniqueViolation(error) ? write() : Promise.reject(error)));
  await opts.realtime.publish({ familyId }, 'checkins.changed', { exchangeAt: exchange.at });
  return { created, result: await exchangeCheckIns(db.kysely, familyId, exchange, now) };
}
