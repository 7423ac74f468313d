import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-micro font-semibold',
  {
    variants: {
      variant: {
        default: 'bg-primary-soft text-primary-strong',
        accent: 'bg-accent text-accent-foreground',
        outline: 'border border-border text-foreground',
        muted: 'bg-muted text-muted-foreground',
        live: 'bg-destructive text-destructive-foreground uppercase tracking-wider',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
