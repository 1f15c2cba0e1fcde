/** 'Try This Tip' (SPEC.md section 2, Family Tips): when the parent's own reminder may be set, on both sides. */
export const TIP_REMINDER = {
  /** The latest a reminder may be set, from now. */
  maxDaysAhead: 90,
  /** A minute of slack for the browser's clock. */
  pastSlackMs: 60_000,
  /** The default: the next evening at this hour, the parent's own time. */
  defaultHour: 18,
  messages: {
    missing: 'Choose a day and a time',
    past: 'Reminder time must be in the future',
    tooFar: 'Reminder time must be within 90 days',
  },
} as const;

/** Why `at` cannot be a tip reminder at `now`, or null when it can. */
export function tipReminderProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return TIP_REMINDER.messages.missing;
  if (at.getTime() < now.getTime() - TIP_REMINDER.pastSlackMs) return TIP_REMINDER.messages.past;
  if (at.getTime() > now.getTime() + TIP_REMINDER.maxDaysAhead * 86_400_000) return TIP_REMINDER.messages.tooFar;
  return null;
}
