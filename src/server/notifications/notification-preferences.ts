import { channelOf, switchesOf } from '../../common/delivery-channels.js';
import { EMAIL_KINDS } from '../../common/email-kinds.js';
import type { NotificationPreferences, UpdateNotificationPreferences } from '../../common/schemas/notification-preferences.js';
import { bool, nowIso, type Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { loadEmailSwitches } from '../mail/email-preferences.js';
import { loadDeliverySettings } from './delivery-settings.js';
import { saveKindSwitches, type KindSwitches } from './kind-switches.js';

export type StoredNotificationPreferences = Omit<NotificationPreferences, 'mailConfigured'>;

/** One parent's channels per kind (from the email and push switches), quiet hours and bundling. */
export async function loadNotificationPreferences(db: Db, userId: string): Promise<StoredNotificationPreferences> {
  const email = await loadEmailSwitches(db, userId);
  const settings = await loadDeliverySettings(db, userId);
  const channels = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, channelOf({ email: email[kind], push: settings.push[kind] })]));
  return {
    channels: channels as NotificationPreferences['channels'],
    messageText: email.messageText,
    bundleMessages: settings.bundleMessages,
    quietHours: settings.quietHours,
    weeklySummary: settings.weeklySummary,
  };
}

/** Saves what `input` gives. Quiet hours turned on need a time zone, given now or before. */
export async function saveNotificationPreferences(db: Db, userId: string, input: UpdateNotificationPreferences): Promise<void> {
  const stored = (await loadDeliverySettings(db, userId)).quietHours;
  const quiet = { ...stored, ...input.quietHours };
  if (input.quietHours && quiet.on && !quiet.timeZone) {
    throw new AppError('bad_request', 'Quiet hours need your time zone', { 'quietHours.timeZone': 'Give your time zone' });
  }
  if (input.quietHours && quiet.start === quiet.end) {
    throw new AppError('bad_request', 'Quiet hours must end at another time than they start', { 'quietHours.end': 'Choose another end' });
  }
  const email: Partial<KindSwitches> = {};
  const push: Partial<KindSwitches> = {};
  for (const kind of EMAIL_KINDS) {
    const channel = input.channels?.[kind];
    if (channel) ({ email: email[kind], push: push[kind] } = switchesOf(channel));
  }
  const updatedAt = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    await saveKindSwitches(trx, 'emailPreferences', userId, email, updatedAt);
    await saveKindSwitches(trx, 'pushPreferences', userId, push, updatedAt);
    const user = {
      ...(input.messageText === undefined ? {} : { emailMessageText: bool(input.messageText) }),
      ...(input.bundleMessages === undefined ? {} : { bundleMessages: bool(input.bundleMessages) }),
      ...(input.weeklySummary === undefined ? {} : { weeklySummary: bool(input.weeklySummary) }),
      ...(input.quietHours
        ? { quietHoursOn: bool(quiet.on), quietHoursStart: quiet.start, quietHoursEnd: quiet.end, timeZone: quiet.timeZone }
        : {}),
    };
    if (Object.keys(user).length > 0) await trx.updateTable('users').set(user).where('id', '=', userId).execute();
  });
}
