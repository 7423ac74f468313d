import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A side drawer built on Radix Dialog: focus trap, Escape and scroll lock come with it. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

export function SheetContent({
  className,
  children,
  closeLabel,
  side = 'right',
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & {
  closeLabel: string;
  side?: 'left' | 'right';
}) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="bg-ink/50 fixed inset-0 z-50" />
      <SheetPrimitive.Content
        className={cn(
          'bg-background shadow-popover fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto transition-transform duration-300',
          side === 'right' ? 'right-0' : 'left-0',
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          className="text-muted-foreground hover:bg-muted hover:text-foreground absolute top-4 right-4 rounded-md p-2"
          aria-label={closeLabel}
        >
          <X aria-hidden className="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
