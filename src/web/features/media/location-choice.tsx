import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import type { MediaLocationChoice } from '@common/media-rules';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { familyQuery } from '@/lib/queries/family';
import { useAuth } from '@/lib/use-auth';
import { MEDIA_COPY } from './media-copy';

/** The co-parent's first name, for the sharing choice. */
function useCoParentName(): string {
  const { user } = useAuth();
  const family = useQuery(familyQuery());
  const coParent = family.data?.members.find((m) => m.role === 'parent' && m.userId !== user?.id);
  return coParent?.firstName || MEDIA_COPY.coParentFallback;
}

/**
 * Whether the uploader keeps the place the files were taken: off by default (removed from the file);
 * kept for themselves only; or kept and shown to the co-parent, the only way the co-parent ever sees it.
 */
export function LocationChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: MediaLocationChoice;
  onChange: (value: MediaLocationChoice) => void;
}) {
  const coParent = useCoParentName();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1 flex items-center gap-1.5 text-sm font-medium">
        <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
        {MEDIA_COPY.locationLegend}
      </legend>
      <p className="text-xs text-muted-foreground">{MEDIA_COPY.locationHint}</p>
      <div className="flex min-h-10 items-center gap-2">
        <Checkbox id={`${id}-keep`} checked={value !== 'no'} onCheckedChange={(checked) => onChange(checked === true ? 'private' : 'no')} />
        <Label htmlFor={`${id}-keep`} className="cursor-pointer font-normal">
          {MEDIA_COPY.keepLocation}
        </Label>
      </div>
      <div className="flex min-h-10 items-center gap-2">
        <Checkbox
          id={`${id}-share`}
          checked={value === 'shared'}
          onCheckedChange={(checked) => onChange(checked === true ? 'shared' : value === 'shared' ? 'private' : value)}
        />
        <Label htmlFor={`${id}-share`} className="cursor-pointer font-normal">
          {MEDIA_COPY.shareLocation(coParent)}
        </Label>
      </div>
    </fieldset>
  );
}
