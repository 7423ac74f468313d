import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own select, styled like Input: on a phone it opens the system picker, and it
 * needs no script. Options are its children.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'border-input bg-background text-body focus-visible:outline-ring block h-11 rounded-lg border px-3 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
