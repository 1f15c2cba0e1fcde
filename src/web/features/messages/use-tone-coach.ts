import { useEffect, useState } from 'react';
import { CONFLICT_ANALYSIS } from '@common/constants';
import type { ConflictAnalysis } from '@common/schemas/ai';
import { apiJson } from '@/lib/api';

interface Analysed {
  text: string;
  result: ConflictAnalysis;
  /** The parent pressed 'Improve' for this text (a merely curt wording then gets a suggestion too). */
  asked: boolean;
}

const analyse = (text: string, improve: boolean) =>
  apiJson<ConflictAnalysis>('POST', '/api/ai/conflict-diffuser', improve ? { message: text, improve } : { message: text });

/**
 * SPEC.md sections 4 and 5: 1.5 s after the last keystroke, a draft of 10 or more trimmed characters is
 * analysed; failures are only logged. `skip` is a text not to analyse (the chosen rewrite). The card's
 * analysis is shown only while the draft is still the text it was made for, and until dismissed.
 * `improve()` asks at once, for a friendlier wording too; `readsWell` then says there was nothing to change.
 */
export function useToneCoach(draft: string, enabled: boolean, skip: string | null) {
  const [analysed, setAnalysed] = useState<Analysed | null>(null);
  const [dismissed, setDismissed] = useState<Analysed | null>(null);
  const [improving, setImproving] = useState(false);
  const text = draft.trim();

  useEffect(() => {
    if (!enabled || text.length < CONFLICT_ANALYSIS.minLength || draft === skip) return;
    let current = true;
    const timer = setTimeout(() => {
      analyse(text, false)
        .then((result) => current && setAnalysed((a) => (a?.asked && a.text === text ? a : { text, result, asked: false })))
        .catch((error: unknown) => console.error('Conflict analysis failed', error));
    }, CONFLICT_ANALYSIS.debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, text, enabled, skip]);

  const improve = () => {
    if (!enabled || text.length < CONFLICT_ANALYSIS.minLength) return;
    setImproving(true);
    analyse(text, true)
      .then((result) => setAnalysed({ text, result, asked: true }))
      .catch((error: unknown) => console.error('Conflict analysis failed', error))
      .finally(() => setImproving(false));
  };

  const live = enabled && analysed && analysed.text === text && analysed !== dismissed ? analysed : null;
  const needsCard = live !== null && (live.result.needsRewrite || live.result.tone === 'heated');
  return {
    analysis: needsCard ? live.result : null,
    /** The card answers the parent's 'Improve' (a friendlier wording), not a warning. */
    asked: live?.asked ?? false,
    readsWell: live !== null && live.asked && !needsCard,
    canImprove: enabled && text.length >= CONFLICT_ANALYSIS.minLength && draft !== skip,
    improving,
    improve,
    dismiss: () => setDismissed(analysed),
  };
}
