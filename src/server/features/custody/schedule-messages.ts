/** What the custody schedule routes answer when they refuse; the tests and the web client read the same texts. */
export const SCHEDULE_MESSAGES = {
  parentsOnly: 'Only parents can change the custody schedule.',
  firstParent: 'The parent who starts must be a parent of your family',
  answerFirst: (name: string) => `${name} has proposed a change to the custody schedule. Accept or decline it first.`,
  ownProposal: 'You cannot answer your own proposal.',
  onlyProposer: 'Only the parent who proposed this change can cancel it.',
  notPending: (status: string) => `This proposal has already been ${status}.`,
} as const;
