import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { usePhotoPreview } from '@/lib/use-photo-preview';
import { KIT_COPY } from '@/components/kit-copy';

export interface PhotoRules {
  types: readonly string[];
  maxMb: number;
  messages: { wrongType: string; tooLarge: string };
}

/** Checks a chosen file the way the server will (type and size), so most mistakes show before saving. */
export function photoProblem(file: File, rules: PhotoRules): string | null {
  if (!rules.types.includes(file.type)) return rules.messages.wrongType;
  if (file.size > rules.maxMb * 1024 * 1024) return rules.messages.tooLarge;
  return null;
}

interface PhotoFieldProps {
  /** The file input's accessible name. */
  label: string;
  /** The line under the buttons; the chosen file's name follows it. */
  hint: string;
  rules: PhotoRules;
  /** The photo the record has now, unless the parent removed it. */
  currentUrl: string | null;
  photo: File | undefined;
  error?: string | null | undefined;
  onChange: (photo: File | undefined, problem: string | null) => void;
  /** When given, a shown photo can be removed. */
  onRemoveCurrent?: () => void;
  /** The preview: the chosen photo (fresh) or the current one, or null when there is none. */
  preview: (src: string | null, fresh: boolean) => ReactNode;
  size?: 'sm' | 'default';
  className?: string;
}

/** An optional photo: choose, preview, replace (or remove), checked before saving. */
export function PhotoField({
  label,
  hint,
  rules,
  currentUrl,
  photo,
  error,
  onChange,
  onRemoveCurrent,
  preview,
  size,
  className,
}: PhotoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { preview: chosen, choose } = usePhotoPreview((file) => photoProblem(file, rules), onChange);
  const fresh = photo ? chosen : null;
  const shown = fresh ?? currentUrl;
  return (
    <div className={className ?? 'flex flex-wrap items-center gap-4'}>
      {preview(shown, fresh !== null)}
      <div className="grid gap-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept={rules.types.join(',')}
          className="sr-only"
          aria-label={label}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) choose(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size={size} className="w-fit" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {shown ? KIT_COPY.replacePhoto : KIT_COPY.addPhoto}
          </Button>
          {shown && onRemoveCurrent && (
            <Button type="button" variant="ghost" className="w-fit" onClick={() => (photo ? onChange(undefined, null) : onRemoveCurrent())}>
              <X aria-hidden="true" />
              Remove photo
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
          {photo ? ` Chosen: ${photo.name}` : ''}
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
