import type { NotificationKind } from '../../common/schemas/notifications.js';
import { isEmailKind } from '../../common/email-kinds.js';
import { quietHoursEnd } from '../../common/quiet-hours.js';
import type { Db } from '../db/database.js';
import { loadKindSwitches, type KindSwitches } from './kind-switches.js';

/** Quiet hours until the parent chooses their own. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

export interface DeliverySettings {
  push: KindSwitches;
  bundleMessages: boolean;
  weeklySummary: boolean;
  quietHours: { on: boolean; start: string; end: string; timeZone: string | null };
}

/** What decides, beyond the email switches, when and how a notification leaves the app for one parent. */
export async function loadDeliverySettings(db: Db, userId: string): Promise<DeliverySettings> {
  const user = await db.kysely
    .selectFrom('users')
    .select(['quietHoursOn', 'quietHoursStart', 'quietHoursEnd', 'timeZone', 'bundleMessages', 'weeklySummary'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    push: await loadKindSwitches(db.kysely, 'pushPreferences', userId),
    bundleMessages: Boolean(user?.bundleMessages),
    weeklySummary: Boolean(user?.weeklySummary),
    quietHours: {
      on: Boolean(user?.quietHoursOn),
      start: user?.quietHoursStart ?? DEFAULT_QUIET_HOURS.start,
      end: user?.quietHoursEnd ?? DEFAULT_QUIET_HOURS.end,
      timeZone: user?.timeZone ?? null,
    },
  };
}

/** Kinds without a push switch (events, children) are pushed as before. */
export function pushAllowed(settings: DeliverySettings, kind: NotificationKind): boolean {
  return !isEmailKind(kind) || settings.push[kind];
}

/** When `now` is in the parent's quiet hours, the instant they end. */
export function quietUntil(settings: DeliverySettings, now: Date): Date | undefined {
  const { on, start, end, timeZone } = settings.quietHours;
  return on && timeZone ? quietHoursEnd({ start, end, timeZone }, now) : undefined;
}
