import { variants, type VariantProps } from '@/lib/variants';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = variants(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border font-semibold [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        success: 'border-transparent bg-success/15 text-emerald-800 dark:text-success',
        warning: 'border-transparent bg-warning/15 text-amber-800 dark:text-warning',
        outline: 'text-foreground',
        ai: 'border-primary/30 bg-background text-primary',
      },
      size: {
        default: 'px-2.5 py-0.5 text-xs',
        sm: 'px-1.5 py-0 text-[10px] leading-4',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
