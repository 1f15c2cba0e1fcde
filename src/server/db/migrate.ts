import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import * as foundation from './migrations/0001-foundation.js';
import * as filesAndChildren from './migrations/0002-files-and-children.js';
import * as eventRecurrenceAndFeeds from './migrations/0003-event-recurrence-and-feeds.js';
import * as custodyAndSwaps from './migrations/0004-custody-and-swaps.js';
import * as messages from './migrations/0005-messages.js';
import * as notifications from './migrations/0006-notifications.js';
import * as messageAnalyses from './migrations/0007-message-analyses.js';
import * as expenses from './migrations/0008-expenses.js';
import * as timeline from './migrations/0009-timeline.js';
import * as wellness from './migrations/0010-wellness.js';
import * as legalDocuments from './migrations/0011-legal-documents.js';
import * as mediaItems from './migrations/0012-media-items.js';
import * as auditLog from './migrations/0013-audit-log.js';
import * as filePurpose from './migrations/0014-file-purpose.js';
import * as custodyScheduleVersions from './migrations/0015-custody-schedule-versions.js';
import * as sharedRecords from './migrations/0016-shared-records.js';
import * as eventArchiveAndExpenseVersion from './migrations/0017-event-archive-and-expense-version.js';
import * as messageRecordAndMedia from './migrations/0018-message-record-and-media.js';
import * as familyLocale from './migrations/0019-family-locale.js';
import * as swapExpiry from './migrations/0020-swap-expiry.js';
import * as expensePayments from './migrations/0021-expense-payments.js';
import * as firstRun from './migrations/0022-first-run.js';
import * as passwordResets from './migrations/0023-password-resets.js';
import * as emailPreferences from './migrations/0024-email-preferences.js';
import * as jobs from './migrations/0025-jobs.js';
import * as pushSubscriptions from './migrations/0026-push-subscriptions.js';
import * as emailVerification from './migrations/0027-email-verification.js';
import * as deliveryPreferences from './migrations/0028-delivery-preferences.js';
import * as weeklySummary from './migrations/0029-weekly-summary.js';
import * as exchangePlace from './migrations/0033-exchange-place.js';
import * as pushSubscriptionSession from './migrations/0034-push-subscription-session.js';
import * as accountSafety from './migrations/0030-account-safety.js';
import * as unclaimedRegistrations from './migrations/0031-unclaimed-registrations.js';
import * as storedReportPdf from './migrations/0032-stored-report-pdf.js';
import * as exchangeCheckIns from './migrations/0035-exchange-check-ins.js';
import * as insights from './migrations/0036-insights.js';
import * as familyCoordination from './migrations/0037-family-coordination.js';
import * as learning from './migrations/0038-learning.js';
import * as voiceAssistant from './migrations/0039-voice-assistant.js';
import * as voiceJournalAudio from './migrations/0040-voice-journal-audio.js';
import * as reportRecordCompressed from './migrations/0043-report-record-compressed.js';

/** Migrations live in code (not read from disk) so the compiled server and the tests run the same set. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-files-and-children': filesAndChildren,
  '0003-event-recurrence-and-feeds': eventRecurrenceAndFeeds,
  '0004-custody-and-swaps': custodyAndSwaps,
  '0005-messages': messages,
  '0006-notifications': notifications,
  '0007-message-analyses': messageAnalyses,
  '0008-expenses': expenses,
  '0009-timeline': timeline,
  '0010-wellness': wellness,
  '0011-legal-documents': legalDocuments,
  '0012-media-items': mediaItems,
  '0013-audit-log': auditLog,
  '0014-file-purpose': filePurpose,
  '0015-custody-schedule-versions': custodyScheduleVersions,
  '0016-shared-records': sharedRecords,
  '0017-event-archive-and-expense-version': eventArchiveAndExpenseVersion,
  '0018-message-record-and-media': messageRecordAndMedia,
  '0019-family-locale': familyLocale,
  '0020-swap-expiry': swapExpiry,
  '0021-expense-payments': expensePayments,
  '0022-first-run': firstRun,
  '0023-password-resets': passwordResets,
  '0024-email-preferences': emailPreferences,
  '0025-jobs': jobs,
  '0026-push-subscriptions': pushSubscriptions,
  '0027-email-verification': emailVerification,
  '0028-delivery-preferences': deliveryPreferences,
  '0029-weekly-summary': weeklySummary,
  '0030-account-safety': accountSafety,
  '0031-unclaimed-registrations': unclaimedRegistrations,
  '0032-stored-report-pdf': storedReportPdf,
  '0033-exchange-place': exchangePlace,
  '0034-push-subscription-session': pushSubscriptionSession,
  '0035-exchange-check-ins': exchangeCheckIns,
  '0036-insights': insights,
  '0037-family-coordination': familyCoordination,
  '0038-learning': learning,
  '0039-voice-assistant': voiceAssistant,
  '0040-voice-journal-audio': voiceJournalAudio,
  '0043-report-record-compressed': reportRecordCompressed,
};

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Kysely's migrator over the in-code migrations (tests use it to stop just before one migration). */
export function createMigrator(db: Db): Migrator {
  return new Migrator({
    db: db.kysely,
    provider: new InCodeMigrationProvider(),
    // Kysely looks for its bookkeeping tables in every schema; name ours so another schema's tables are not mistaken for them.
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
