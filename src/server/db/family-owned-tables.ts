import type { Database } from './schema.js';

type TablesWithFamily = { [T in keyof Database]: Database[T] extends { familyId: string } ? T : never }[keyof Database];

/**
 * Tables whose rows belong to a family and move with it when an empty family is merged into another.
 * Every new family-owned table is added here (invitations are not: they are dropped with the old family).
 * custodySchedules and expenseSettings are not either: one per family, the joined family's stands.
 */
export const FAMILY_OWNED_TABLES = [
  'children',
  'events',
  'conversations',
  'files',
  'swapRequests',
  'calendarFeeds',
  'notifications',
  'messageAnalyses',
  'expenses',
  'expensePayments',
  'timelineEntries',
  'legalDocuments',
  'mediaItems',
  'childRemovalRequests',
  'exchangeCheckIns',
  'sharedGoals',
  'suggestionDismissals',
  'schedulingSnoozes',
  'rescheduleProposals',
  'playSessions',
  'savedStories',
  'tipPlans',
  'voiceSessions',
  'voiceReminders',
  'timelineEntryAudio',
  // The joiner's history moves with their records.
  'auditLog',
] as const satisfies readonly TablesWithFamily[];
