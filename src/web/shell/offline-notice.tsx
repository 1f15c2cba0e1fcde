import { WifiOff } from 'lucide-react';
import { COPY } from '@common/copy';

/** The visible offline notice, loaded only when the connection drops. */
export default function OfflineNotice() {
  return (
    <p className="flex items-center justify-center gap-2 bg-warning/15 px-4 py-2 text-center text-sm font-medium text-foreground">
      <WifiOff className="size-4 shrink-0 text-amber-700 dark:text-warning" aria-hidden="true" />
      {COPY.shell.offline}
    </p>
  );
}
