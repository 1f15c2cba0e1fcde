import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { AnalysisResult } from './analysis-result';
import { MEDIA_COPY } from './media-copy';
import type { UploadState } from './use-uploads';

const fileSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

function StatusLine({ upload }: { upload: UploadState }) {
  const percent = Math.round(upload.progress * 100);
  if (upload.status === 'failed') {
    return (
      <p className="flex items-start gap-1.5 text-sm text-destructive" role="alert">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {MEDIA_COPY.failed}: {upload.error}
      </p>
    );
  }
  if (upload.status === 'done') {
    return (
      <p className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-success">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {MEDIA_COPY.uploaded}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {upload.status === 'analysing' ? MEDIA_COPY.analysing : `${MEDIA_COPY.uploading} ${percent}%`}
    </p>
  );
}

/** One upload: a progress bar while the bytes go, then the analysis (or why it failed). */
export function UploadProgress({ upload }: { upload: UploadState }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="space-y-2 rounded-xl border bg-card p-3 text-card-foreground shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium" title={upload.name}>
          {upload.name}
        </p>
        <span className="shrink-0 text-xs text-muted-foreground">{fileSize(upload.size)}</span>
      </div>
      {upload.status !== 'failed' && upload.status !== 'done' && (
        <div
          role="progressbar"
          aria-label={MEDIA_COPY.uploadingLabel(upload.name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
      <StatusLine upload={upload} />
      {upload.item && <AnalysisResult item={upload.item} />}
    </li>
  );
}
