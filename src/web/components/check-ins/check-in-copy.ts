import { CHECK_IN_STATUS_LABELS, type CheckInStatus } from '@common/check-in-rules';

export const CHECK_IN_COPY = {
  cardTitle: 'Handover check-in',
  handsOver: (from: string, to: string) => `${from} hands over to ${to}`,
  statusLabel: (status: CheckInStatus, minutesLate: number | null) =>
    status === 'late' && minutesLate ? `Late (${minutesLate} min)` : CHECK_IN_STATUS_LABELS[status],
  notCheckedIn: 'Not checked in yet',
  yourCheckIn: 'How did this handover go?',
  onTime: 'On time',
  late: 'Late',
  missed: 'Missed',
  minutesLate: 'Minutes late',
  note: 'Note (optional)',
  notePlaceholder: 'e.g. Traffic on the bridge',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  correct: 'Correct my check-in',
  saved: 'Check-in saved',
  opensAt: (when: string) => `Check-in opens at ${when}.`,
  closed: 'Check-ins for this handover are closed.',
  notAParty: 'Only the parents of this handover can check in.',
  loadFailed: 'Could not load the check-ins.',
} as const;
