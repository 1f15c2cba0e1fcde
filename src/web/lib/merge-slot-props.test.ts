import { describe, expect, it, vi } from 'vitest';
import { mergeSlotProps } from './merge-slot-props';

describe('mergeSlotProps', () => {
  it('joins class names and merges styles, the child winning on conflicts', () => {
    const merged = mergeSlotProps(
      { className: 'a', style: { color: 'red', margin: 0 }, title: 'slot' },
      { className: 'b', style: { color: 'blue' }, title: 'child' },
    );
    expect(merged).toEqual({ className: 'a b', style: { color: 'blue', margin: 0 }, title: 'child' });
  });
  it('calls both event handlers, the child first', () => {
    const calls: string[] = [];
    const merged = mergeSlotProps({ onClick: () => calls.push('slot') }, { onClick: () => calls.push('child') });
    (merged.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
  });
  it('sets both refs', () => {
    const objectRef = { current: null as unknown };
    const callbackRef = vi.fn();
    const merged = mergeSlotProps({ ref: objectRef }, { ref: callbackRef });
    (merged.ref as (node: unknown) => void)('node');
    expect(objectRef.current).toBe('node');
    expect(callbackRef).toHaveBeenCalledWith('node');
  });
  it('keeps slot props the child does not set', () => {
    const onClick = () => undefined;
    expect(mergeSlotProps({ onClick, 'aria-label': 'x' }, {})).toEqual({ onClick, 'aria-label': 'x' });
  });
});
