import { useEffect, useState } from 'react';
import { CONFLICT_ANALYSIS } from '@common/constants';
import type { ConflictAnalysis } from '@common/schemas/ai';
import { apiJson } from '@/lib/api';

interface Analysed {
  text: string;
  result: ConflictAnalysis;
}

/**
 * SPEC.md sections 4 and 5: 1.5 s after the last keystroke, a draft of 10 or more trimmed characters is
 * analysed; failures are only logged. `skip` is a text not to analyse (the chosen rewrite). The card's
 * analysis is shown only while the draft is still the text it was made for, and until dismissed.
 */
export function useToneCoach(draft: string, enabled: boolean, skip: string | null) {
  const [analysed, setAnalysed] = useState<Analysed | null>(null);
  const [dismissed, setDismissed] = useState<Analysed | null>(null);
  const text = draft.trim();

  useEffect(() => {
    if (!enabled || text.length < CONFLICT_ANALYSIS.minLength || draft === skip) return;
    let current = true;
    const timer = setTimeout(() => {
      apiJson<ConflictAnalysis>('POST', '/api/ai/conflict-diffuser', { message: text })
        .then((result) => current && setAnalysed({ text, result }))
        .catch((error: unknown) => console.error('Conflict analysis failed', error));
    }, CONFLICT_ANALYSIS.debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, text, enabled, skip]);

  const live = enabled && analysed && analysed.text === text && analysed !== dismissed ? analysed.result : null;
  const needsCard = live !== null && (live.needsRewrite || live.tone === 'heated');
  return { analysis: needsCard ? live : null, dismiss: () => setDismissed(analysed) };
}
