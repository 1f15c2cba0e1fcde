import { TIP_REMINDER, tipReminderProblem } from '@common/tip-reminder-rules';
import { toDateTimeLocalValue } from '@/lib/datetime-local';

export interface ReminderChoice {
  /** 'YYYY-MM-DD', the parent's own calendar. */
  day: string;
  /** 'HH:mm', the parent's own clock. */
  time: string;
}

/** The default choice: the next evening at 18:00, browser time. */
export function nextEvening(now = new Date()): ReminderChoice {
  const at = new Date(now);
  at.setDate(at.getDate() + 1);
  at.setHours(TIP_REMINDER.defaultHour, 0, 0, 0);
  const [day = '', time = ''] = toDateTimeLocalValue(at).split('T');
  return { day, time };
}

/** The chosen day and time as an instant, or why they cannot be the reminder's time. */
export function readReminderChoice(choice: ReminderChoice, now = new Date()): { remindAt: string } | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.day) || !/^\d{2}:\d{2}$/.test(choice.time)) return { error: TIP_REMINDER.messages.missing };
  const at = new Date(`${choice.day}T${choice.time}`);
  const problem = tipReminderProblem(at, now);
  return problem ? { error: problem } : { remindAt: at.toISOString() };
}
