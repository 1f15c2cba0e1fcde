import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { CHILD_PHOTO_MAX_MB, CHILD_PHOTO_MESSAGES, CHILD_PHOTO_TYPES } from '@common/child-rules';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { usePhotoPreview } from '@/lib/use-photo-preview';
import { initialsOf } from './format-birth-date';

const ACCEPT: readonly string[] = CHILD_PHOTO_TYPES;

/** Checks a chosen file the way the server will (type and size), so most mistakes show before saving. */
export function photoProblem(file: File): string | null {
  if (!ACCEPT.includes(file.type)) return CHILD_PHOTO_MESSAGES.wrongType;
  if (file.size > CHILD_PHOTO_MAX_MB * 1024 * 1024) return CHILD_PHOTO_MESSAGES.tooLarge;
  return null;
}

interface PhotoPickerProps {
  name: string;
  currentUrl: string | null;
  photo: File | undefined;
  onChange: (photo: File | undefined, problem: string | null) => void;
  error?: string | null;
}

/** Avatar preview with a button to choose or replace the photo. */
export function PhotoPicker({ name, currentUrl, photo, onChange, error }: PhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { preview, choose } = usePhotoPreview(photoProblem, onChange);

  const shown = (photo && preview) || currentUrl;
  return (
    <div className="flex items-center gap-4">
      <Avatar size="lg" className="size-20 text-2xl">
        {shown && <AvatarImage src={shown} alt={photo && preview ? 'Preview of the new photo' : `Photo of ${name || 'the child'}`} />}
        <AvatarFallback aria-hidden="true" className="bg-primary/10 font-semibold text-primary">
          {initialsOf(name)}
        </AvatarFallback>
      </Avatar>
      <div className="grid gap-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT.join(',')}
          className="sr-only"
          aria-label="Photo"
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) choose(file);
          }}
        />
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {shown ? 'Replace photo' : 'Add photo'}
        </Button>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          JPEG, PNG or WebP, up to {CHILD_PHOTO_MAX_MB} MB.{photo ? ` Chosen: ${photo.name}` : ''}
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
