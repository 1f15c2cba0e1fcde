/** The profile screen's words. */
export const PROFILE_COPY = {
  leave: {
    button: 'Leave family',
    title: 'Leave this family?',
    text: (coParent: string) =>
      `You will stop sharing the calendar, messages and records with ${coParent}. To share again, one of you will need to send a new invitation.`,
    stay: 'Stay',
    leaving: 'Leaving…',
    left: 'You left the family',
    leftText: 'You now have a family space of your own.',
  },
} as const;
