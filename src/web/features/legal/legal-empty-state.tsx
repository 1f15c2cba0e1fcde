import { Scale } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { EmptyState } from '@/components/empty-state';
import { LEGAL_COPY } from './legal-copy';

export function LegalEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon={Scale}
      title={SCREEN_COPY.legal.empty}
      description={LEGAL_COPY.emptyText}
      action={SCREEN_COPY.legal.createDocument}
      onAction={onCreate}
    />
  );
}
