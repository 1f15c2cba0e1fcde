import type { UpdateCoordinationSettings } from '../../../common/schemas/smart-scheduling.js';
import type { Db } from '../../db/database.js';
import { saveNotificationPreferences } from '../../notifications/notification-preferences.js';
import { updateFamilySettings } from './coordination-settings.js';

/**
 * PATCH /api/smart-scheduling/settings: the family's settings (audited, both parents read them), and the signed-in
 * parent's own switches, saved as their notification preferences (the same switches as Settings and Profile):
 * exchange reminders are their Reminders channel (on: push and email; off: the bell only), the weekly digest is their
 * weekly summary email.
 */
export async function saveCoordinationSettings(opts: { db: Db; familyId: string; userId: string; input: UpdateCoordinationSettings }) {
  const { exchangeReminders, weeklyDigest, ...family } = opts.input;
  if (family.travelBufferMinutes !== undefined || family.conflictAlerts !== undefined) {
    await updateFamilySettings({ ...opts, input: family });
  }
  if (exchangeReminders === undefined && weeklyDigest === undefined) return;
  await saveNotificationPreferences(opts.db, opts.userId, {
    ...(exchangeReminders === undefined ? {} : { channels: { reminder: exchangeReminders ? 'both' : 'none' } }),
    ...(weeklyDigest === undefined ? {} : { weeklySummary: weeklyDigest }),
  });
}
