import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { KIT_COPY } from '@/components/kit-copy';

interface FormFooterProps {
  submitLabel: string;
  pending: boolean;
  pendingLabel?: string;
  cancelLabel?: string;
  /** Why the last submit failed, shown above the buttons. */
  error?: string | null;
  /** The message's id, for a form that points its aria-describedby at it. */
  errorId?: string;
  /** An icon before the submit label. */
  icon?: ReactNode;
  /** More buttons, between Cancel and submit. */
  children?: ReactNode;
  onCancel: () => void;
}

/** The end of every form: the form's message, Cancel, and the submit button that shows it is working. */
export function FormFooter({
  submitLabel,
  pending,
  pendingLabel = KIT_COPY.saving,
  cancelLabel = KIT_COPY.cancel,
  error,
  errorId,
  icon,
  children,
  onCancel,
}: FormFooterProps) {
  return (
    <>
      {error && (
        <p id={errorId} role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {children}
        <Button type="submit" disabled={pending}>
          {icon}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
