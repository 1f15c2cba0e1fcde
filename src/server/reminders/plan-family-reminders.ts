import type { Db } from '../db/database.js';
import { familyFormat } from '../mail/family-format.js';
import { planEventReminders } from './plan-event-reminders.js';
import { planExchangeReminders } from './plan-exchange-reminders.js';
import type { PlannedReminder, ReminderPayload, Window } from './planned-reminder.js';

/** Every reminder of one family for the handovers and event occurrences in `window`, worded in the family's format. */
export async function planFamilyReminders(opts: {
  db: Db;
  familyId: string;
  window: Window;
  types?: ReminderPayload['type'][];
}): Promise<PlannedReminder[]> {
  const types = opts.types ?? ['exchange', 'event'];
  const format = await familyFormat(opts.db, opts.familyId);
  const input = { ...opts, format };
  return [
    ...(types.includes('exchange') ? await planExchangeReminders(input) : []),
    ...(types.includes('event') ? await planEventReminders(input) : []),
  ];
}
