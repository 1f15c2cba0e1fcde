/** Resolution ids say what to do, so the server can redo exactly that after finding the conflict again. */
export type ResolutionAction =
  /** `askFrom`: the parent who must accept it first (a proposal); null when the signed-in parent may apply it. */
  | { kind: 'reschedule'; eventId: string; start: number; askFrom: string | null }
  | { kind: 'reassign'; eventId: string; toParentId: string }
  | { kind: 'propose_swap'; dates: string[]; makeUpDates: string[] };

export function resolutionId(action: ResolutionAction): string {
  switch (action.kind) {
    case 'reschedule':
      return `reschedule~${action.eventId}~${new Date(action.start).toISOString()}`;
    case 'reassign':
      return `reassign~${action.eventId}~${action.toParentId}`;
    case 'propose_swap':
      return `propose_swap~${action.dates.join(',')}~${action.makeUpDates.join(',')}`;
  }
}
