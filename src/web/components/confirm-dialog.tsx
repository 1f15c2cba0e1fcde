import type { ConfirmDialogProps } from './confirm-dialog-content';
import { lazyWhen } from '@/lib/lazy-when';

const ConfirmDialogContent = lazyWhen(() => import('./confirm-dialog-content'));

/**
 * Asks before an action that cannot be undone: Cancel, or the action's own label, with its pending and failed states.
 * Nothing until it first opens: the dialog's code (Radix's dialog, focus trap and scroll lock) stays out of the first
 * load of the many screens that hold one, and loads on the first click that opens it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <ConfirmDialogContent wanted={props.open} {...props} />;
}
