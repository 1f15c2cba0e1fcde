/** What a reminder job carries: enough to plan it again at delivery and see whether it still stands. */
export interface ReminderPayload {
  type: 'exchange' | 'event';
  familyId: string;
  userId: string;
  /** The handover's instant, or the event occurrence's start. */
  at: string;
}

/** A reminder as the scan plans it; its key names everything that, changed, makes it another reminder. */
export interface PlannedReminder {
  key: string;
  runAt: Date;
  payload: ReminderPayload;
  /** The notification's title and body, given the family's format. */
  text: { title: string; body: string };
}

/** A window of instants [from, to). */
export interface Window {
  from: Date;
  to: Date;
}

export const REMINDER_JOB = 'reminder';
export const SCAN_JOB = 'reminder-scan';
