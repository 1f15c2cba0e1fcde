import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import type { SelectOption } from './select';

interface NativeSelectProps extends ComponentProps<'select'> {
  /** Plain options, after any given as children (such as a 'none' choice). */
  options?: readonly SelectOption[];
}

/** The browser's own select, styled like the kit's inputs: for choices a form reads as a value (and tests pick by option). */
export function NativeSelect({ className, options = [], children, ...props }: NativeSelectProps) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm',
        className,
      )}
      {...props}
    >
      {children}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
