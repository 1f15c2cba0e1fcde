import type { Kysely } from 'kysely';
import type { UpdateCoordinationSettings } from '../../../common/schemas/smart-scheduling.js';
import { TRAVEL_BUFFER } from '../../../common/smart-scheduling-rules.js';
import { recordAudit } from '../../audit/record-audit.js';
import { bool, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export interface FamilySettings {
  travelBufferMinutes: number;
  conflictAlerts: boolean;
}

/** The family's settings; the defaults (15 minutes, alerts on) until a parent changes them. */
export async function loadFamilySettings(db: Kysely<Database>, familyId: string): Promise<FamilySettings> {
  const row = await db
    .selectFrom('familyCoordinationSettings')
    .select(['travelBufferMinutes', 'conflictAlerts'])
    .where('familyId', '=', familyId)
    .executeTakeFirst();
  return {
    travelBufferMinutes: row?.travelBufferMinutes ?? TRAVEL_BUFFER.default,
    conflictAlerts: row ? Boolean(row.conflictAlerts) : true,
  };
}

const describeSettings = (s: FamilySettings) => ({ travelBufferMinutes: s.travelBufferMinutes, conflictAlerts: s.conflictAlerts });

/** Changes the family's settings (both parents read the change in the History). */
export async function updateFamilySettings(opts: { db: Db; familyId: string; userId: string; input: UpdateCoordinationSettings }) {
  const { db, familyId, userId, input } = opts;
  await db.kysely.transaction().execute(async (trx) => {
    const before = await loadFamilySettings(trx, familyId);
    const after: FamilySettings = {
      travelBufferMinutes: input.travelBufferMinutes ?? before.travelBufferMinutes,
      conflictAlerts: input.conflictAlerts ?? before.conflictAlerts,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    const values = {
      travelBufferMinutes: after.travelBufferMinutes,
      conflictAlerts: bool(after.conflictAlerts),
      updatedBy: userId,
      updatedAt: new Date().toISOString(),
    };
    await trx
      .insertInto('familyCoordinationSettings')
      .values({ familyId, ...values })
      .onConflict((oc) => oc.column('familyId').doUpdateSet(values))
      .execute();
    const changes = [
      before.travelBufferMinutes !== after.travelBufferMinutes ? `travel buffer ${after.travelBufferMinutes} min` : null,
      before.conflictAlerts !== after.conflictAlerts ? `conflict alerts ${after.conflictAlerts ? 'on' : 'off'}` : null,
    ].filter(Boolean);
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'family',
      entityId: familyId,
      action: 'updated',
      summary: `Changed the scheduling settings: ${changes.join(', ')}`,
      before: describeSettings(before),
      after: describeSettings(after),
    });
  });
}
