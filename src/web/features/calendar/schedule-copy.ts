/** What the calendar says about schedule changes by agreement: one place for the screen and its end-to-end tests. */
export const SCHEDULE_COPY = {
  propose: 'Propose schedule',
  proposing: 'Sending…',
  save: 'Save schedule',
  saving: 'Saving…',
  proposeEnd: 'Propose ending',
  remove: 'Remove schedule',
  proposalCard: 'Proposed schedule change',
  historyCard: 'Schedule history',
  accept: 'Accept',
  decline: 'Decline',
  cancelProposal: 'Cancel proposal',
  answerLabel: 'Answer (optional)',
  noHistory: 'No schedule yet. Changes, who proposed and who accepted them appear here.',
  dialogNote: (coParent: string | null) =>
    coParent
      ? `${coParent} must accept this change. It takes effect on the day they accept, or on the start date if that is later; days already past keep the schedule they had.`
      : 'It applies from today, or from the start date if that is later; days already past keep the schedule they had.',
  replacesOwn: 'This replaces the proposal you are waiting on.',
  proposedToast: (coParent: string) => `Proposal sent to ${coParent}. It takes effect when they accept.`,
  proposedEndToast: (coParent: string) => `Proposal to end the schedule sent to ${coParent}. It ends when they accept.`,
  savedToast: (from: string) => `Custody schedule saved. It applies from ${from}.`,
  endedToast: 'Custody schedule ended from today.',
  theyPropose: (name: string, ends: boolean) =>
    ends ? `${name} proposes ending the custody schedule` : `${name} proposes a new custody schedule`,
  youPropose: (name: string, ends: boolean) =>
    ends ? `You proposed ending the custody schedule. Waiting for ${name}.` : `You proposed a new custody schedule. Waiting for ${name}.`,
  takesEffect: (from: string | null, you: boolean) =>
    from
      ? `Takes effect on ${from}, or on the day ${you ? 'you accept' : 'it is accepted'} if that is later.`
      : `Takes effect on the day ${you ? 'you accept' : 'it is accepted'}. Days already past keep their schedule.`,
  decided: { accept: 'Schedule change accepted.', decline: 'Schedule change declined.', cancel: 'Proposal cancelled.' },
} as const;
