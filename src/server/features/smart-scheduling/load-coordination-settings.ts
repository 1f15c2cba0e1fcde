import { addDays } from '../../../common/custody/calendar-dates.js';
import { custodyExchanges } from '../../../common/custody/exchanges.js';
import type { CoordinationSettings } from '../../../common/schemas/smart-scheduling.js';
import { loadCustodyContext } from '../../custody-calendar/load-custody-context.js';
import type { Db } from '../../db/database.js';
import { loadNotificationPreferences } from '../../notifications/notification-preferences.js';
import { loadFamilySettings } from './coordination-settings.js';

const LOOK_AHEAD_DAYS = 60;

/**
 * The four settings of the Family Coordination tab: the family's (travel buffer, conflict alerts) and the signed-in
 * parent's own notification preferences (the Reminders channel, the weekly summary email), read where they are stored.
 */
export async function loadCoordinationSettings(opts: {
  db: Db;
  familyId: string;
  userId: string;
  now?: Date;
}): Promise<CoordinationSettings> {
  const { db, familyId, userId } = opts;
  const now = opts.now ?? new Date();
  const [settings, context, preferences] = await Promise.all([
    loadFamilySettings(db.kysely, familyId),
    loadCustodyContext(db.kysely, familyId),
    loadNotificationPreferences(db, userId),
  ]);
  // Handover reminders go out while a schedule is in effect or coming: from today, or from the day it starts.
  const latest = context?.versions.at(-1);
  let next = null;
  if (context && latest?.rule) {
    const today = now.toISOString().slice(0, 10);
    const from = latest.effectiveFrom > today ? latest.effectiveFrom : today;
    const exchanges = custodyExchanges({ versions: context.versions, swaps: context.swaps, from, to: addDays(from, LOOK_AHEAD_DAYS) });
    next = exchanges.find((x) => Date.parse(x.at) > now.getTime()) ?? null;
  }
  return {
    travelBufferMinutes: settings.travelBufferMinutes,
    conflictAlerts: settings.conflictAlerts,
    exchangeReminders: {
      on: preferences.channels.reminder !== 'none',
      scheduled: Boolean(latest?.rule),
      nextAt: next?.at ?? null,
      nextTo: next?.toName ?? null,
    },
    weeklyDigest: preferences.weeklySummary,
  };
}
