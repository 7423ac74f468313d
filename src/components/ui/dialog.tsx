import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  closeLabel,
  size = 'default',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel: string;
  /** `wide` for media, `panel` for a full-height two-pane tool (its height is the caller's). */
  size?: 'default' | 'wide' | 'panel';
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="bg-ink/60 data-[state=open]:animate-fade-up fixed inset-0 z-50" />
      <DialogPrimitive.Content
        className={cn(
          'bg-background shadow-popover fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl',
          {
            default: 'grid max-w-lg gap-4 p-6',
            wide: 'grid max-w-4xl gap-3 p-4 sm:p-6',
            panel: 'flex max-w-6xl flex-col',
          }[size],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="text-muted-foreground hover:bg-muted hover:text-foreground absolute top-3 right-3 rounded-md p-2"
          aria-label={closeLabel}
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-subheading', className)} {...props} />;
}

export function DialogDescription({
  className,
  size = 'body',
  ...props
}: ComponentProps<typeof DialogPrimitive.Description> & {
  /** A wide dialog's long explanation reads better at caption size. */
  size?: 'body' | 'caption';
}) {
  return (
    <DialogPrimitive.Description
      className={cn(
        size === 'caption' ? 'text-caption' : 'text-body',
        'text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}
