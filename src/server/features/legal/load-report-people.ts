import { usableLocale } from '../../../common/format/format.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import type { Db } from '../../db/database.js';

export interface ReportPeople {
  familyName: string;
  /** How dates read in the family's reports. */
  locale: string;
  /** The family's parents, earliest member first. */
  parties: { id: string; name: string }[];
  children: { name: string; birthDate: string }[];
  nameOf: (userId: string) => string;
}

/**
 * The family, its parents and children, and the name of everyone the record may mention (members, and
 * former members who wrote messages, expenses or payments), in a few queries.
 */
export async function loadReportPeople(db: Db, familyId: string): Promise<ReportPeople> {
  const { kysely } = db;
  const family = await kysely.selectFrom('families').select(['name', 'locale']).where('id', '=', familyId).executeTakeFirstOrThrow();
  const parties = await loadFamilyParents(kysely, familyId);
  const mentioned = await kysely
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('memberships').select('userId').where('familyId', '=', familyId)),
        eb(
          'id',
          'in',
          eb
            .selectFrom('messages')
            .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
            .select('messages.senderId')
            .where('conversations.familyId', '=', familyId),
        ),
        eb('id', 'in', eb.selectFrom('expenses').select('paidBy').where('familyId', '=', familyId)),
        eb('id', 'in', eb.selectFrom('expenses').select('createdBy').where('familyId', '=', familyId)),
        eb('id', 'in', eb.selectFrom('expensePayments').select('paidBy').where('familyId', '=', familyId)),
        eb('id', 'in', eb.selectFrom('expensePayments').select('paidTo').where('familyId', '=', familyId)),
        eb('id', 'in', eb.selectFrom('expensePayments').select('decidedBy').where('familyId', '=', familyId)),
        eb(
          'id',
          'in',
          eb
            .selectFrom('expenseEvents')
            .innerJoin('expenses', 'expenses.id', 'expenseEvents.expenseId')
            .select('expenseEvents.by')
            .where('expenses.familyId', '=', familyId),
        ),
      ]),
    )
    .execute();
  const children = await kysely
    .selectFrom('children')
    .select(['name', 'birthDate'])
    .where('familyId', '=', familyId)
    .orderBy('birthDate')
    .orderBy('name')
    .execute();
  const names = new Map(mentioned.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  return {
    familyName: family.name,
    locale: usableLocale(family.locale),
    parties,
    children,
    nameOf: (id) => names.get(id) ?? 'Former member',
  };
}
