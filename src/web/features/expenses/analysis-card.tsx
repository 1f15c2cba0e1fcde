import { Sparkles } from 'lucide-react';
import { CATEGORY_LABELS } from '@common/expenses/expense-rules';
import type { ExpenseAnalysis } from '@common/schemas/expenses';
import { Badge } from '@/components/ui/badge';
import { viewerFormat } from '@/lib/viewer-format';
import { EXPENSE_COPY } from './expense-copy';

/** The AI's answer beside the form: advice, shown as such. */
export function AnalysisCard({ analysis, pending }: { analysis: ExpenseAnalysis | null; pending: boolean }) {
  if (!analysis) {
    return pending ? (
      <p className="text-sm text-muted-foreground" role="status">
        {EXPENSE_COPY.analyzing}
      </p>
    ) : null;
  }
  return (
    <section aria-label={EXPENSE_COPY.aiAnalysis} className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        <span className="font-medium">{EXPENSE_COPY.aiSuggestion(CATEGORY_LABELS[analysis.category])}</span>
        <Badge variant={analysis.isReasonable ? 'success' : 'warning'}>
          {analysis.isReasonable ? EXPENSE_COPY.typicalAmount : EXPENSE_COPY.unusualAmount}
        </Badge>
      </div>
      <p>{viewerFormat.localise(analysis.reasoning)}</p>
      <p>{viewerFormat.localise(analysis.splitSuggestion)}</p>
      {analysis.tips.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {analysis.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
