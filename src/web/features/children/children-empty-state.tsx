import { Baby, Plus } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';

export function ChildrenEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-14 text-center">
      <Baby className="size-12 text-muted-foreground opacity-60" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{SCREEN_COPY.children.empty}</h2>
        <p className="text-sm text-muted-foreground">
          Add each child once; both parents can then see their details and schedule events for them.
        </p>
      </div>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        {SCREEN_COPY.children.addFirst}
      </Button>
    </div>
  );
}
