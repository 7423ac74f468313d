import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'rounded-md border border-input bg-background px-3 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive';

/** `fit`: as wide as its value (a date and time), not the whole row. */
export function Input({
  className,
  fit = false,
  ...props
}: ComponentProps<'input'> & { fit?: boolean }) {
  return (
    <input
      className={cn(fieldClasses, 'text-body h-11', fit ? 'w-fit' : 'w-full', className)}
      {...props}
    />
  );
}

const textareaVariants = {
  default: 'text-body min-h-28',
  /** A sentence or two: an excerpt, a meta description. */
  short: 'text-body min-h-20',
  line: 'text-body min-h-16',
  /** Markdown source: smaller monospace type, tall. */
  code: 'text-caption min-h-72 font-mono leading-relaxed',
};

export function Textarea({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'textarea'> & { variant?: keyof typeof textareaVariants }) {
  return (
    <textarea
      className={cn(fieldClasses, 'w-full py-2', textareaVariants[variant], className)}
      {...props}
    />
  );
}
