import { Smartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { promptInstall, useInstallPrompt } from './use-install-prompt';

/** The how-to dialog (Radix Dialog) loads the first time it is needed. */
const AddToHomeScreenHelp = lazy(() => import('./add-to-home-screen-help'));

/** Header widget: the browser's install prompt when offered, otherwise short instructions. */
export function AddToHomeScreen() {
  const { canPrompt, installed } = useInstallPrompt();
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  if (installed) return null;

  const onClick = () => {
    if (canPrompt) {
      void promptInstall();
      return;
    }
    setHelpLoaded(true);
    setHelpOpen(true);
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={onClick} aria-label={COPY.shell.addToHomeScreen}>
        <Smartphone aria-hidden="true" />
        <span className="hidden lg:inline">{COPY.shell.addToHomeScreen}</span>
      </Button>
      {helpLoaded && (
        <Suspense fallback={null}>
          <AddToHomeScreenHelp open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      )}
    </>
  );
}
