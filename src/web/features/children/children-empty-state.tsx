import { Baby } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { EmptyState } from '@/components/empty-state';
import { CHILD_COPY } from './child-copy';

export function ChildrenEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={Baby}
      title={SCREEN_COPY.children.empty}
      description={CHILD_COPY.emptyText}
      action={SCREEN_COPY.children.addFirst}
      onAction={onAdd}
    />
  );
}
