import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** A label, its control (which must carry `id` and aria-describedby={`${id}-message`}) and the message under it. */
export function LegalField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-message`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-describedby': `${id}-message`, 'aria-invalid': true } : {};
