import { useDocumentTitle } from '@/lib/use-document-title';
import { JournalEntryForm } from './journal-entry-form';
import { VoiceEntriesList } from './voice-entries-list';
import { VOICE_JOURNAL_COPY } from './voice-journal-copy';

/** Voice Journal: dictated entries on a child's timeline, with their recordings. */
export default function VoiceJournalPage() {
  useDocumentTitle(VOICE_JOURNAL_COPY.heading);
  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{VOICE_JOURNAL_COPY.heading}</h1>
        <p className="mt-1 text-muted-foreground">{VOICE_JOURNAL_COPY.intro}</p>
      </div>
      <JournalEntryForm />
      <VoiceEntriesList />
    </div>
  );
}
