import { COPY } from '@common/copy';
import { PRODUCT_NAME } from '@common/constants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

const steps = [
  { platform: 'iPhone and iPad (Safari)', how: 'Tap the Share button, then choose “Add to Home Screen”.' },
  { platform: 'Android (Chrome)', how: 'Open the ⋮ menu, then choose “Install app” or “Add to Home screen”.' },
  { platform: 'Desktop (Chrome or Edge)', how: 'Click the install icon at the right end of the address bar, or use the browser menu.' },
];

/** How to add the app to the home screen when the browser offers no install prompt. */
export default function AddToHomeScreenHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{COPY.shell.addToHomeScreen}</DialogTitle>
          <DialogDescription>Keep {PRODUCT_NAME} one tap away, like any other app on your device.</DialogDescription>
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
