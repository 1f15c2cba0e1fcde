import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { TIMELINE_PHOTO_MAX_MB, TIMELINE_PHOTO_TYPES } from '@common/timeline-rules';
import { Button } from '@/components/ui/button';
import { usePhotoPreview } from '@/lib/use-photo-preview';
import { photoProblem } from './entry-values';

interface EntryPhotoPickerProps {
  /** The photo the entry has now (edit), unless the parent removed it. */
  currentUrl: string | null;
  photo: File | undefined;
  error: string | null;
  onChange: (photo: File | undefined, problem: string | null) => void;
  onRemoveCurrent: () => void;
}

/** Optional photo for an entry: choose, preview, replace or remove. */
export function EntryPhotoPicker({ currentUrl, photo, error, onChange, onRemoveCurrent }: EntryPhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { preview, choose } = usePhotoPreview(photoProblem, onChange);

  const fresh = photo ? preview : null;
  const shown = fresh ?? currentUrl;
  return (
    <div className="flex flex-wrap items-center gap-4">
      {shown && (
        <img src={shown} alt={fresh ? 'Preview of the chosen photo' : 'Current photo'} className="size-20 rounded-lg border object-cover" />
      )}
      <div className="grid gap-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept={TIMELINE_PHOTO_TYPES.join(',')}
          className="sr-only"
          aria-label="Photo (optional)"
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) choose(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" className="w-fit" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {shown ? 'Replace photo' : 'Add photo'}
          </Button>
          {shown && (
            <Button type="button" variant="ghost" className="w-fit" onClick={() => (photo ? onChange(undefined, null) : onRemoveCurrent())}>
              <X aria-hidden="true" />
              Remove photo
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Optional. JPEG, PNG or WebP, up to {TIMELINE_PHOTO_MAX_MB} MB.{photo ? ` Chosen: ${photo.name}` : ''}
        </p>
        {error && (
          <p role="alert" className="text-xs text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
