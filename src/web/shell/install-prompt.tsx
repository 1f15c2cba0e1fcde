import { Download, X } from 'lucide-react';
import { COPY } from '@common/copy';
import { PRODUCT_NAME } from '@common/constants';
import { Button } from '@/components/ui/button';
import { SHELL_EXTRAS_COPY } from './shell-extras-copy';

interface InstallPromptProps {
  /** Install App: the browser's install dialog. */
  onInstall: () => void;
  /** Not Now or the close button. */
  onDismiss: () => void;
}

/** The install card, loaded only once the browser offers installation (see use-install-prompt.ts). */
export default function InstallPrompt({ onInstall, onDismiss }: InstallPromptProps) {
  return (
    <div
      role="region"
      aria-labelledby="install-prompt-title"
      className="fixed right-4 bottom-4 left-4 z-40 flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:left-auto sm:w-96"
    >
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Download className="size-5" aria-hidden="true" />
        </div>
        <div className="grid gap-1">
          <h2 id="install-prompt-title" className="font-semibold">
            {SHELL_EXTRAS_COPY.install(PRODUCT_NAME)}
          </h2>
          <p className="text-sm text-muted-foreground">{SHELL_EXTRAS_COPY.installText(PRODUCT_NAME)}</p>
        </div>
        <Button variant="ghost" size="icon-xs" className="-mt-1 -mr-1" aria-label={SHELL_EXTRAS_COPY.closeInstall} onClick={onDismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDismiss}>
          {COPY.shell.notNow}
        </Button>
        <Button size="sm" onClick={onInstall}>
          {COPY.shell.installApp}
        </Button>
      </div>
    </div>
  );
}
