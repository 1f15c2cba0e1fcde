import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { KIT_COPY } from '@/components/kit-copy';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  titleClassName?: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs ('Deleting…'); the button is disabled meanwhile. */
  pendingLabel?: string;
  pending?: boolean;
  /** Why the action failed, shown above the buttons; the dialog stays open to try again. */
  error?: string | null | undefined;
  cancelLabel?: string;
  destructive?: boolean;
  /** Disables the confirm button when there is nothing to act on. */
  disabled?: boolean;
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The dialog of confirm-dialog.tsx, in a chunk of its own: loaded the first time it opens. */
export default function ConfirmDialogContent({
  open,
  title,
  titleClassName,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  error,
  cancelLabel = KIT_COPY.cancel,
  destructive = false,
  disabled = false,
  children,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={pending || disabled}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
