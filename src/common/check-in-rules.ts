/** How a parent says a handover went. */
export const CHECK_IN_STATUSES = ['on_time', 'late', 'missed'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

/** Kept apart from the check-in schemas, so the dashboard's check-in card draws without loading zod. */
export const CHECK_IN_LIMITS = {
  /** A check-in opens this many minutes before the handover's scheduled time. */
  opensMinutesBefore: 30,
  /** …and closes this many days after it: later, the record of that exchange is settled. */
  closesDaysAfter: 7,
  minutesLateMax: 720,
  noteMax: 280,
} as const;

export const CHECK_IN_STATUS_LABELS: Record<CheckInStatus, string> = { on_time: 'On time', late: 'Late', missed: 'Missed' };

/** The window in which a handover at `at` takes check-ins. */
export function checkInWindow(at: string): { opensAt: string; closesAt: string } {
  const t = Date.parse(at);
  return {
    opensAt: new Date(t - CHECK_IN_LIMITS.opensMinutesBefore * 60_000).toISOString(),
    closesAt: new Date(t + CHECK_IN_LIMITS.closesDaysAfter * 86_400_000).toISOString(),
  };
}
