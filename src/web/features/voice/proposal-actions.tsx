import type { VoiceProposal } from '@common/schemas/voice';
import { Button } from '@/components/ui/button';
import { VOICE_COPY } from './voice-copy';

/** What the parent confirms before a message, an expense or a reminder is made: nothing happens without this tap. */
export function ProposalActions(props: {
  proposal: VoiceProposal;
  busy: boolean;
  onConfirm: (proposal: VoiceProposal) => void;
  onCancel: () => void;
}) {
  const { proposal, busy, onConfirm, onCancel } = props;
  const calmer =
    proposal.kind === 'message' && (proposal.analysis.needsRewrite || proposal.analysis.tone === 'heated')
      ? proposal.analysis.rewritten
      : null;
  const confirmLabel =
    proposal.kind === 'message' ? VOICE_COPY.send : proposal.kind === 'expense' ? VOICE_COPY.addExpense : VOICE_COPY.createReminder;
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-3">
      {proposal.kind === 'message' && (
        <>
          <p className="text-sm">
            <span className="font-medium">Message: </span>“{proposal.content}”
          </p>
          <p className="text-xs text-muted-foreground">
            Tone coach: {proposal.analysis.tone}. {proposal.analysis.suggestions[0] ?? ''}
          </p>
          {calmer && (
            <div className="grid gap-2 rounded-md border bg-background p-2 text-sm">
              <p>
                <span className="font-medium">Calmer version: </span>“{calmer}”
              </p>
              <Button
                size="sm"
                variant="outline"
                className="justify-self-start"
                disabled={busy}
                onClick={() => onConfirm({ ...proposal, content: calmer })}
              >
                {VOICE_COPY.useCalmer}
              </Button>
            </div>
          )}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => onConfirm(proposal)}>
          {confirmLabel}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onCancel}>
          {VOICE_COPY.cancel}
        </Button>
      </div>
    </div>
  );
}
