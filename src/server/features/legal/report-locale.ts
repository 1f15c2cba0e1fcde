import { usableLocale } from '../../../common/format/format.js';
import { REPORT_LOCALE_LABELS, type ReportLocale } from '../../../common/legal-rules.js';
import type { ReportLocaleResponse } from '../../../common/schemas/legal.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/database.js';

/** GET /api/family/report-locale: how dates and times read in the family's reports. */
export async function getReportLocale(db: Db, familyId: string): Promise<ReportLocaleResponse> {
  const row = await db.kysely.selectFrom('families').select('locale').where('id', '=', familyId).executeTakeFirstOrThrow();
  return { locale: usableLocale(row.locale) };
}

/**
 * PATCH /api/family/report-locale: sets the family's locale for reports built from now on (reports already
 * generated keep theirs, as their record does). A change is a change to a shared setting: it is audited.
 */
export async function setReportLocale(opts: {
  db: Db;
  familyId: string;
  userId: string;
  locale: ReportLocale;
}): Promise<ReportLocaleResponse> {
  const { db, familyId, userId, locale } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('families').select('locale').where('id', '=', familyId).executeTakeFirstOrThrow();
    if (current.locale !== locale) {
      await trx.updateTable('families').set({ locale }).where('id', '=', familyId).execute();
      await recordAudit(trx, {
        familyId,
        actorId: userId,
        entity: 'family',
        entityId: familyId,
        action: 'updated',
        summary: `Set the date format of court reports to ${REPORT_LOCALE_LABELS[locale]}`,
        before: { locale: current.locale },
        after: { locale },
      });
    }
    return { locale };
  });
}
