/** Texts of removing a child: a request the co-parent answers, or an archive for a parent alone. */
export const REMOVAL_COPY = {
  dialogTitle: (name: string) => `Remove ${name}?`,
  withCoParent: (name: string, coParent: string) =>
    `${coParent} must agree before ${name} is removed. Once they accept, ${name} leaves the children list for both of you; their events, expenses, timeline and photos stay in your family's record.`,
  alone: (name: string) => `${name} leaves the children list. Their events, expenses, timeline and photos stay in your family's record.`,
  keep: 'Keep',
  ask: 'Ask to remove',
  asking: 'Asking…',
  remove: 'Remove',
  removing: 'Removing…',
  requestedTitle: 'Removal requested',
  requestedText: (name: string, coParent: string) => `${coParent} must agree before ${name} is removed.`,
  removedTitle: 'Child removed',
  removedText: (name: string) => `${name} was removed from the children list. Their records are kept.`,
  panelLabel: 'Requests to remove a child',
  mine: (name: string, coParent: string) => `You asked to remove ${name}. Waiting for ${coParent} to agree.`,
  theirs: (by: string, name: string) =>
    `${by} asked to remove ${name}. ${name} is removed only if you agree; their records are kept either way.`,
  accept: (name: string) => `Agree to remove ${name}`,
  decline: (name: string) => `Keep ${name}`,
  cancel: 'Cancel request',
  pendingBadge: 'Removal requested',
  acceptedTitle: 'Child removed',
  declinedTitle: 'Request declined',
  cancelledTitle: 'Request cancelled',
  coParentFallback: 'Your co-parent',
} as const;
