import { Plus, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A screen before its first record: what the screen is for, and the button that adds the first one. A long
 * description wraps at a reading width (`narrow`).
 */
export function EmptyState(props: {
  icon: LucideIcon;
  title: string;
  description: string;
  narrow?: boolean;
  action: string;
  onAction: () => void;
}) {
  const Icon = props.icon;
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-14 text-center">
      <Icon className="size-12 text-muted-foreground opacity-60" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{props.title}</h2>
        <p className={cn('text-sm text-muted-foreground', props.narrow && 'max-w-md')}>{props.description}</p>
      </div>
      <Button onClick={props.onAction}>
        <Plus aria-hidden="true" />
        {props.action}
      </Button>
    </div>
  );
}
