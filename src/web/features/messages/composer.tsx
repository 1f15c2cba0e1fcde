import { Paperclip, SendHorizontal, WandSparkles } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import { ATTACHMENT_MAX_MB } from './limits';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { PendingFileChip } from './attachment-view';
import { ToneSuggestionCard } from './tone-suggestion-card';
import { useToneCoach } from './use-tone-coach';
import { MESSAGES_COPY } from './messages-copy';

const MAX_FILE_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;
const ACCEPT = 'image/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.txt,.rtf';

interface ComposerProps {
  aiEnabled: boolean;
  sending: boolean;
  onSend: (content: string, files: File[]) => Promise<unknown>;
}

/** The message composer with the tone coach of SPEC.md section 4 and file attachments. */
export function Composer({ aiEnabled, sending, onSend }: ComposerProps) {
  // A draft handed over by a link (`?draft=`, Family Insights' 'Implement Suggestion'): the parent reads it and sends it.
  const [draft, setDraft] = useState(() => new URLSearchParams(window.location.search).get('draft') ?? '');
  const [chosenRewrite, setChosenRewrite] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const coach = useToneCoach(draft, aiEnabled, chosenRewrite);
  const canSend = draft.trim().length > 0 && !sending;

  const edit = (text: string) => {
    setDraft(text);
    if (text !== chosenRewrite) setChosenRewrite(null);
  };

  const send = async () => {
    if (!canSend) return;
    const content = (chosenRewrite ?? draft).trim();
    setError(null);
    try {
      await onSend(content, files);
      setDraft('');
      setChosenRewrite(null);
      setFiles([]);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const addFiles = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const tooBig = chosen.find((f) => f.size > MAX_FILE_BYTES);
    setError(tooBig ? MESSAGES_COPY.tooBig(tooBig.name, ATTACHMENT_MAX_MB) : null);
    setFiles((current) => [...current, ...chosen.filter((f) => f.size <= MAX_FILE_BYTES)]);
  };

  return (
    <div className="grid gap-2 border-t p-3">
      {coach.analysis && (
        <ToneSuggestionCard
          analysis={coach.analysis}
          asked={coach.asked}
          onUse={() => {
            setDraft(coach.analysis?.rewritten ?? draft);
            setChosenRewrite(coach.analysis?.rewritten ?? null);
            coach.dismiss();
          }}
          onKeep={coach.dismiss}
        />
      )}
      {coach.readsWell && (
        <p role="status" className="text-xs text-muted-foreground">
          {MESSAGES_COPY.readsWell}
        </p>
      )}
      {!aiEnabled && <p className="text-xs text-muted-foreground">{SCREEN_COPY.messages.aiDisabled}</p>}
      {files.length > 0 && (
        <div className="flex flex-wrap gap-1.5" aria-label={MESSAGES_COPY.attachmentsToSend}>
          {files.map((file, i) => (
            <PendingFileChip key={`${file.name}-${i}`} file={file} onRemove={() => setFiles((f) => f.filter((_, j) => j !== i))} />
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          aria-label={MESSAGES_COPY.attachFiles}
          tabIndex={-1}
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <Button variant="ghost" size="icon" aria-label={MESSAGES_COPY.attachFile} onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden="true" />
        </Button>
        <Textarea
          value={draft}
          onChange={(e) => edit(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={MESSAGES_COPY.messagePlaceholder}
          aria-label={MESSAGES_COPY.message}
          rows={1}
          className="field-sizing-content max-h-40 min-h-10! flex-1 resize-none"
        />
        {aiEnabled && (
          <Button
            variant="outline"
            size="icon"
            aria-label={coach.improving ? MESSAGES_COPY.improving : MESSAGES_COPY.improveLabel}
            title={MESSAGES_COPY.improveLabel}
            disabled={!coach.canImprove || coach.improving}
            onClick={coach.improve}
          >
            <WandSparkles aria-hidden="true" />
          </Button>
        )}
        <Button size="icon" aria-label={MESSAGES_COPY.send} disabled={!canSend} onClick={() => void send()}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
