import { MEMORY_TAGS_SHOWN } from '@common/media-rules';
import { Badge } from '@/components/ui/badge';
import { MEDIA_COPY } from './media-copy';

/** SPEC.md section 9: memory tags, 3 shown, with the extra count as +N. */
export function MemoryTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, MEMORY_TAGS_SHOWN);
  const rest = tags.slice(MEMORY_TAGS_SHOWN);
  return (
    <ul className="flex flex-wrap gap-1" aria-label={MEDIA_COPY.memoryTags}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary">{tag}</Badge>
        </li>
      ))}
      {rest.length > 0 && (
        <li>
          <Badge variant="outline" title={rest.join(', ')} aria-label={`${rest.length} more: ${rest.join(', ')}`}>
            +{rest.length}
          </Badge>
        </li>
      )}
    </ul>
  );
}
