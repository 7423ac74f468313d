import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva('inline-flex items-center rounded-full text-micro font-semibold', {
  variants: {
    variant: {
      default: 'bg-primary-soft text-primary-strong',
      accent: 'bg-accent text-accent-foreground',
      outline: 'border border-border text-foreground',
      muted: 'bg-muted text-muted-foreground',
      /** Needs someone's attention (an outdated translation): not an error. */
      attention: 'bg-accent-soft text-accent ring-1 ring-accent/30 ring-inset',
      live: 'bg-destructive text-destructive-foreground uppercase tracking-wider',
    },
    size: {
      default: 'gap-1 px-2.5 py-0.5',
      lg: 'gap-1.5 px-3 py-1',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
