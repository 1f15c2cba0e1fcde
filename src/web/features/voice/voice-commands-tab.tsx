import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { AnswerCards } from './answer-cards';
import { ProposalActions } from './proposal-actions';
import { RecordButton } from './record-button';
import type { Assistant } from './use-assistant';
import { VOICE_COPY } from './voice-copy';

const MIC_PROBLEMS = {
  denied: VOICE_COPY.micDenied,
  'no-microphone': VOICE_COPY.noMicrophone,
  unsupported: VOICE_COPY.noMicrophone,
} as const;

/** SPEC.md section 2, Voice Commands: record toggle, level bar, 'You said', the answer with Play, action and badges. */
export function VoiceCommandsTab({ assistant }: { assistant: Assistant }) {
  const { recorder, engines, answer, proposal } = assistant;
  const [typed, setTyped] = useState('');
  const noSpeech = engines.data?.recognition === 'none' && !assistant.usesBrowser;
  const problem = assistant.problem ?? (recorder.problem ? MIC_PROBLEMS[recorder.problem] : null);

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-5 pt-6">
          <RecordButton
            recording={recorder.recording}
            busy={assistant.transcribing}
            disabled={noSpeech || assistant.busy}
            level={recorder.level}
            onToggle={() => void assistant.toggleRecording()}
          />
          {assistant.usesBrowser && <p className="text-center text-xs text-muted-foreground">{VOICE_COPY.browserInUse}</p>}
          {noSpeech && (
            <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground">
              {VOICE_COPY.noSpeech} <code className="font-mono text-xs">{engines.data?.installHint}</code>
            </p>
          )}
          {problem && (
            <p role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
              {problem}
            </p>
          )}
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const text = typed.trim();
              if (!text) return;
              void assistant.run({ command: text, source: 'typed' }).then((result) => result && setTyped(''));
            }}
          >
            <label htmlFor="voice-typed-command" className="text-sm font-medium">
              {VOICE_COPY.typeLabel}
            </label>
            <div className="flex gap-2">
              <Input
                id="voice-typed-command"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={VOICE_COPY.typePlaceholder}
                maxLength={1000}
              />
              <Button type="submit" disabled={!typed.trim() || assistant.busy}>
                {VOICE_COPY.run}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {answer && (
        <AnswerCards answer={answer} actionTaken={assistant.actionTaken} onPlay={assistant.replay}>
          {proposal && (
            <ProposalActions
              proposal={proposal}
              busy={assistant.confirming}
              onConfirm={(p) => void assistant.confirm(p)}
              onCancel={assistant.cancel}
            />
          )}
        </AnswerCards>
      )}
    </div>
  );
}
