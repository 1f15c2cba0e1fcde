import { FileText, Paperclip, X } from 'lucide-react';
import type { Attachment } from '@/lib/realtime/message-types';
import { MESSAGES_COPY } from './messages-copy';

const sizeLabel = MESSAGES_COPY.fileSize;

/** A sent attachment: images as an inline preview, other files as a chip that downloads with its name. */
export function AttachmentView({ attachment }: { attachment: Attachment }) {
  if (attachment.type.startsWith('image/')) {
    return (
      <a href={attachment.url} target="_blank" rel="noreferrer" className="block">
        <img src={attachment.url} alt={attachment.name} loading="lazy" className="max-h-60 max-w-full rounded-md border object-contain" />
      </a>
    );
  }
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      className="flex max-w-full items-center gap-2 rounded-md border bg-background px-2 py-1 text-sm text-foreground hover:bg-accent"
    >
      <FileText className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{attachment.name}</span>
      <span className="shrink-0 text-xs text-muted-foreground">{sizeLabel(attachment.size)}</span>
    </a>
  );
}

/** A file chosen in the composer, not yet sent, with a button to remove it. */
export function PendingFileChip({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <span className="flex max-w-full items-center gap-1.5 rounded-full border bg-secondary px-2.5 py-1 text-xs">
      <Paperclip className="size-3 shrink-0" aria-hidden="true" />
      <span className="max-w-40 truncate">{file.name}</span>
      <span className="text-muted-foreground">{sizeLabel(file.size)}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={MESSAGES_COPY.removeFile(file.name)}
        className="rounded-full p-0.5 hover:bg-accent"
      >
        <X className="size-3" aria-hidden="true" />
      </button>
    </span>
  );
}
