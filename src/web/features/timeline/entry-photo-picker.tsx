import { TIMELINE_MESSAGES, TIMELINE_PHOTO_MAX_MB, TIMELINE_PHOTO_TYPES } from '@common/timeline-rules';
import { PhotoField, type PhotoRules } from '@/components/photo-field';
import { TIMELINE_COPY } from './timeline-copy';

const RULES: PhotoRules = {
  types: TIMELINE_PHOTO_TYPES,
  maxMb: TIMELINE_PHOTO_MAX_MB,
  messages: { wrongType: TIMELINE_MESSAGES.photoWrongType, tooLarge: TIMELINE_MESSAGES.photoTooLarge },
};

interface EntryPhotoPickerProps {
  /** The photo the entry has now (edit), unless the parent removed it. */
  currentUrl: string | null;
  photo: File | undefined;
  error: string | null;
  onChange: (photo: File | undefined, problem: string | null) => void;
  onRemoveCurrent: () => void;
}

/** Optional photo for an entry: choose, preview, replace or remove. */
export function EntryPhotoPicker(props: EntryPhotoPickerProps) {
  return (
    <PhotoField
      {...props}
      label={TIMELINE_COPY.photo}
      hint={TIMELINE_COPY.photoHint}
      rules={RULES}
      preview={(src, fresh) =>
        src && (
          <img
            src={src}
            alt={fresh ? TIMELINE_COPY.photoPreview : TIMELINE_COPY.currentPhoto}
            className="size-20 rounded-lg border object-cover"
          />
        )
      }
    />
  );
}
