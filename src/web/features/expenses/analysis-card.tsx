import { Sparkles } from 'lucide-react';
import { CATEGORY_LABELS } from '@common/expenses/expense-rules';
import type { ExpenseAnalysis } from '@common/schemas/expenses';
import { Badge } from '@/components/ui/badge';

/** The AI's answer beside the form: advice, shown as such. */
export function AnalysisCard({ analysis, pending }: { analysis: ExpenseAnalysis | null; pending: boolean }) {
  if (!analysis) {
    return pending ? (
      <p className="text-sm text-muted-foreground" role="status">
        Analyzing expense…
      </p>
    ) : null;
  }
  return (
    <section aria-label="AI analysis" className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        <span className="font-medium">AI suggestion: {CATEGORY_LABELS[analysis.category]}</span>
        <Badge variant={analysis.isReasonable ? 'success' : 'warning'}>{analysis.isReasonable ? 'Typical amount' : 'Unusual amount'}</Badge>
      </div>
      <p>{analysis.reasoning}</p>
      <p>{analysis.splitSuggestion}</p>
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
