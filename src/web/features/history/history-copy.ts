/** Every text of the History screen, in one place. */
export const HISTORY_COPY = {
  heading: 'History',
  intro:
    "Every change to your family's shared records: who made it, when, and what it was before and after. Both parents see the same history; private entries never appear here.",
  filterLabel: 'Kind of record',
  allKinds: 'All records',
  loading: 'Loading the history',
  loadError: 'Could not load the history right now.',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  empty: 'No changes recorded yet',
  emptyFiltered: (kind: string) => `No changes to ${kind.toLowerCase()} records yet`,
  emptyText: 'When either parent adds, edits, archives or answers a shared record, the change appears here.',
  showChanges: 'Show what changed',
  field: 'Field',
  before: 'Before',
  after: 'After',
  none: '—',
  photo: 'A photo',
  yes: 'Yes',
  no: 'No',
} as const;
