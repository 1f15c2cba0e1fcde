import { Link } from 'wouter';
import { COPY as APP_COPY } from '@common/copy';
import type { ImplementedSuggestion } from '@common/schemas/insights';
import { toast } from '@/components/ui/use-toast';

/** Says what 'Implement Suggestion' made, with a link to where it lives (a goal, a reminder, the calendar, the draft). */
export function showImplemented(result: ImplementedSuggestion): void {
  toast({
    title: APP_COPY.toast.success,
    description: (
      <span>
        {result.message}{' '}
        <Link href={result.link.href} className="font-medium underline underline-offset-4">
          {result.link.label}
        </Link>
      </span>
    ),
  });
}
