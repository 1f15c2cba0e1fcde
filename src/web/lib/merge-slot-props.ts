import { cn } from './utils';

/** Merges an `asChild` slot's props into its child's: class names joined, styles merged, handlers both called, refs both set. */

export type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => void;

const isHandler = (key: string, value: unknown): value is Handler => /^on[A-Z]/.test(key) && typeof value === 'function';

function setRef<T>(ref: unknown, value: T): void {
  if (typeof ref === 'function') (ref as (value: T) => void)(value);
  else if (ref && typeof ref === 'object' && 'current' in ref) (ref as { current: T }).current = value;
}

export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (childValue === undefined) continue;
    if (isHandler(key, slotValue) && isHandler(key, childValue)) {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === 'className') {
      merged[key] = cn(slotValue as string, childValue as string);
    } else if (key === 'style') {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === 'ref') {
      merged[key] = (node: unknown) => {
        setRef(slotValue, node);
        setRef(childValue, node);
      };
    }
  }
  return merged;
}
