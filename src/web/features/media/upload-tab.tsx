import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import { MEDIA_ACCEPT, MEDIA_DEFAULT_MAX_MB, type MediaLocationChoice } from '@common/media-rules';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useChildNames } from '@/lib/use-child-names';
import { cn } from '@/lib/utils';
import { LocationChoice } from './location-choice';
import { MEDIA_COPY } from './media-copy';
import { UploadProgress } from './upload-progress';
import type { UploadState } from './use-uploads';

interface UploadTabProps {
  uploads: UploadState[];
  onFiles: (files: File[], people: string, keepLocation: MediaLocationChoice) => void;
  aiEnabled: boolean;
}

/** AI Upload & Analysis (SPEC.md section 2): image and video files, by drag and drop or the file picker, with progress. */
export function UploadTab({ uploads, onFiles, aiEnabled }: UploadTabProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [people, setPeople] = useState('');
  const [keepLocation, setKeepLocation] = useState<MediaLocationChoice>('no');
  const [dragging, setDragging] = useState(false);
  const peopleId = useId();
  const hintId = useId();
  const locationId = useId();
  const childNames = useChildNames();

  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    onFiles(files, people, keepLocation);
    // The names and the place belong to this batch only: the next files may show someone else, somewhere else.
    setPeople('');
    setKeepLocation('no');
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className="space-y-4">
      {!aiEnabled && <p className="text-sm text-muted-foreground">{SCREEN_COPY.media.aiDisabled}</p>}
      <div className="space-y-1.5">
        <Label htmlFor={peopleId}>{MEDIA_COPY.peopleLabel}</Label>
        <Input
          id={peopleId}
          value={people}
          onChange={(event) => setPeople(event.target.value)}
          placeholder={MEDIA_COPY.childNamesPlaceholder(childNames)}
          aria-describedby={hintId}
          autoComplete="off"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {MEDIA_COPY.peopleHint}
        </p>
      </div>
      <LocationChoice id={locationId} value={keepLocation} onChange={setKeepLocation} />
      <div
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-input',
        )}
      >
        <Upload className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{MEDIA_COPY.dropTitle}</p>
        <p className="text-sm text-muted-foreground">{MEDIA_COPY.dropHint(MEDIA_DEFAULT_MAX_MB.photo, MEDIA_DEFAULT_MAX_MB.video)}</p>
        <Button onClick={() => inputRef.current?.click()}>{MEDIA_COPY.chooseFiles}</Button>
        <input
          ref={inputRef}
          type="file"
          accept={MEDIA_ACCEPT}
          multiple
          className="hidden"
          aria-label={MEDIA_COPY.chooseFiles}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="space-y-3" aria-label={MEDIA_COPY.uploads}>
          {uploads.map((upload) => (
            <UploadProgress key={upload.id} upload={upload} />
          ))}
        </ul>
      )}
    </div>
  );
}
