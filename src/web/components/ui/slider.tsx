import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export interface SliderProps extends Omit<ComponentProps<typeof SliderPrimitive.Root>, 'aria-label' | 'aria-labelledby'> {
  /** The id of the visible label; the thumb (role slider) is named by it. */
  labelledBy?: string;
  /** Or a name for the thumb when there is no visible label. */
  label?: string;
  /** What a screen reader says for a value ('7 out of 10, good'); the number alone otherwise. */
  valueText?: (value: number) => string;
}

/** A range slider on Radix: one thumb per value, keyboard operable, a 40px touch area around the thumb. */
export function Slider({ className, labelledBy, label, valueText, value, defaultValue, min = 0, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [min];
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      min={min}
      className={cn(
        'relative flex h-10 w-full touch-none select-none items-center data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((v, i) => (
        <SliderPrimitive.Thumb
          // A slider's thumbs never reorder; the index is their identity.
          key={i}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
          aria-valuetext={valueText?.(v)}
          className="relative block size-6 cursor-grab rounded-full border-2 border-primary bg-background shadow-sm transition-colors after:absolute after:-inset-2 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
