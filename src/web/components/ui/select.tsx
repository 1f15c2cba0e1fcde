import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<ComponentProps<'select'>, 'value'> {
  value: string | undefined;
  /** Plain options, after any given as children (such as a 'none' choice). */
  options?: readonly SelectOption[];
  /** Shown, and not choosable again, while no option is chosen. */
  placeholder?: string;
  onValueChange?: (value: string) => void;
}

/**
 * The kit's one select: the browser's own, styled like the kit's inputs. A phone opens its
 * native picker, a keyboard and a screen reader get the platform's behaviour, and a form
 * reads it as a value.
 */
export function Select({ className, options = [], placeholder, value, onValueChange, onChange, children, ...props }: SelectProps) {
  const chosen = value !== undefined && value !== '';
  return (
    <div className={cn('relative min-w-0', className)}>
      <select
        data-slot="select"
        value={chosen ? value : ''}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        className={cn(
          'h-10 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
          !chosen && placeholder && 'text-muted-foreground',
        )}
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        )}
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60" aria-hidden="true" />
    </div>
  );
}
