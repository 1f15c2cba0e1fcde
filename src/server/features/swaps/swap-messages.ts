/** What the swap routes answer when they refuse; the tests and the web client read the same texts. */
export const SWAP_MESSAGES = {
  parentsOnly: 'Only parents can request or answer a swap.',
  noCoParent: 'Invite your co-parent before requesting a swap.',
  noSchedule: 'Set up a custody schedule before requesting a swap.',
  ownRequest: 'You cannot answer your own request.',
  onlyAsker: 'Only the parent who asked can cancel this request.',
  notPending: (status: string) => `This request has already been ${status}.`,
  changed: 'The custody days have changed since this request was made. Ask for a new swap.',
  expired: (reason: string) => `This swap request has expired: ${reason}. Ask for a new swap if you still need one.`,
  past: (dates: string[]) => `You cannot swap a day in the past (${dates.join(', ')}).`,
  notYours: (dates: string[]) => `You can only give up days when you have the children, and you do not on ${dates.join(', ')}.`,
  notTheirs: (dates: string[]) => `Make-up days must be days when your co-parent has the children, and they do not on ${dates.join(', ')}.`,
} as const;
