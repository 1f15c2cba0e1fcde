import { COPY } from '@common/copy';
import { PRODUCT_NAME } from '@common/constants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SHELL_EXTRAS_COPY } from './shell-extras-copy';

const steps = SHELL_EXTRAS_COPY.homeScreenSteps;

/** How to add the app to the home screen when the browser offers no install prompt. */
export default function AddToHomeScreenHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{COPY.shell.addToHomeScreen}</DialogTitle>
          <DialogDescription>{SHELL_EXTRAS_COPY.homeScreenText(PRODUCT_NAME)}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm">
          {steps.map((step) => (
            <div key={step.platform} className="rounded-lg border p-3">
              <dt className="font-medium">{step.platform}</dt>
              <dd className="mt-1 text-muted-foreground">{step.how}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
