import { PRODUCT_NAME } from '../../common/constants.js';
import type { SwapRequest } from '../../common/schemas/custody.js';
import type { Db } from '../db/database.js';

/** The family's swap requests, newest first, each with its history (oldest step first). */
export async function listSwapRequests(opts: { db: Db; familyId: string; id?: string }): Promise<SwapRequest[]> {
  const { kysely } = opts.db;
  let query = kysely.selectFrom('swapRequests').selectAll().where('familyId', '=', opts.familyId);
  if (opts.id) query = query.where('id', '=', opts.id);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  if (rows.length === 0) return [];
  const events = await kysely
    .selectFrom('swapRequestEvents')
    .selectAll()
    .where(
      'swapRequestId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('at')
    .orderBy('id')
    .execute();
  const userIds = new Set([
    ...rows.flatMap((r) => [r.requestedBy, r.answeredBy ?? r.requestedBy]),
    ...events.flatMap((e) => (e.by ? [e.by] : [])),
  ]);
  const users = await kysely
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('id', 'in', [...userIds])
    .execute();
  const names = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  const nameOf = (id: string) => names.get(id) ?? 'Former member';
  return rows.map((r) => ({
    id: r.id,
    requestedBy: r.requestedBy,
    requestedByName: nameOf(r.requestedBy),
    dates: JSON.parse(r.dates) as string[],
    makeUpDates: JSON.parse(r.makeUpDates) as string[],
    reason: r.reason,
    status: r.status,
    answer: r.answer,
    answeredBy: r.answeredBy,
    answeredByName: r.answeredBy ? nameOf(r.answeredBy) : null,
    answeredAt: r.answeredAt,
    createdAt: r.createdAt,
    history: events
      .filter((e) => e.swapRequestId === r.id)
      .map((e) => ({ action: e.action, by: e.by, byName: e.by ? nameOf(e.by) : PRODUCT_NAME, at: e.at, note: e.note })),
  }));
}

export async function getSwapRequest(opts: { db: Db; familyId: string; id: string }): Promise<SwapRequest | undefined> {
  const [request] = await listSwapRequests(opts);
  return request;
}
