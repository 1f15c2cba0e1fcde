import { Plus, Scale } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';
import { LEGAL_COPY } from './legal-copy';

export function LegalEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-14 text-center">
      <Scale className="size-12 text-muted-foreground opacity-60" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{SCREEN_COPY.legal.empty}</h2>
        <p className="text-sm text-muted-foreground">{LEGAL_COPY.emptyText}</p>
      </div>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        {SCREEN_COPY.legal.createDocument}
      </Button>
    </div>
  );
}
