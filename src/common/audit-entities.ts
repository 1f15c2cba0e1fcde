/**
 * The kinds of shared record the audit log follows. Private records (wellness, private timeline entries) never enter it.
 * Free of zod, so a screen can label entries without loading the schema library (src/common/schemas/audit.ts).
 */
export const AUDIT_ENTITIES = [
  'family',
  'child',
  'event',
  'custody_schedule',
  'swap_request',
  'expense',
  'expense_settings',
  'expense_payment',
  'timeline_entry',
  'legal_document',
  'media_item',
  'conversation',
  'exchange_check_in',
  'shared_goal',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  family: 'Family',
  child: 'Child',
  event: 'Event',
  custody_schedule: 'Custody schedule',
  swap_request: 'Swap request',
  expense: 'Expense',
  expense_settings: 'Expense split',
  expense_payment: 'Payment',
  timeline_entry: 'Timeline entry',
  legal_document: 'Legal document',
  media_item: 'Media',
  conversation: 'Conversation',
  exchange_check_in: 'Handover check-in',
  shared_goal: 'Shared goal',
};
