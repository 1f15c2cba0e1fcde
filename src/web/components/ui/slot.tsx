import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';
import { mergeSlotProps, type Props } from '@/lib/merge-slot-props';

/**
 * A light `asChild` slot: renders its only child with the slot's props merged in (class names joined,
 * styles merged, event handlers both called, refs both set). Radix components keep their own Slot;
 * this one keeps @radix-ui/react-slot out of the first load.
 */

export function Slot({ children, ...slotProps }: { children?: ReactNode; ref?: Ref<HTMLElement> } & Props) {
  if (!isValidElement<Props>(children)) return null;
  return cloneElement(children, mergeSlotProps(slotProps, children.props));
}
