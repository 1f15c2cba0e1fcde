import { CHILD_PHOTO_MAX_MB, CHILD_PHOTO_MESSAGES, CHILD_PHOTO_TYPES } from '@common/child-rules';
import { PhotoField, type PhotoRules } from '@/components/photo-field';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { CHILD_COPY } from './child-copy';
import { initialsOf } from './initials';

const RULES: PhotoRules = { types: CHILD_PHOTO_TYPES, maxMb: CHILD_PHOTO_MAX_MB, messages: CHILD_PHOTO_MESSAGES };

interface PhotoPickerProps {
  name: string;
  currentUrl: string | null;
  photo: File | undefined;
  onChange: (photo: File | undefined, problem: string | null) => void;
  error?: string | null;
}

/** Avatar preview with a button to choose or replace the photo. */
export function PhotoPicker({ name, ...props }: PhotoPickerProps) {
  return (
    <PhotoField
      {...props}
      label={CHILD_COPY.photo}
      hint={CHILD_COPY.photoHint(CHILD_PHOTO_MAX_MB)}
      rules={RULES}
      size="sm"
      className="flex items-center gap-4"
      preview={(src, fresh) => (
        <Avatar size="lg" className="size-20 text-2xl">
          {src && <AvatarImage src={src} alt={fresh ? CHILD_COPY.photoPreview : CHILD_COPY.photoOf(name)} />}
          <AvatarFallback aria-hidden="true" className="bg-primary/10 font-semibold text-primary">
            {initialsOf(name)}
          </AvatarFallback>
        </Avatar>
      )}
    />
  );
}
