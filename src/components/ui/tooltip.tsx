import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { timings } from '@/config/site';
import { cn } from '@/lib/cn';

/** Tooltips open after 700 ms, with a 300 ms skip-delay window. */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={timings.tooltipDelayMs}
      skipDelayDuration={timings.tooltipSkipDelayMs}
      {...props}
    />
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'bg-ink text-caption shadow-popover z-50 max-w-xs rounded-md px-3 py-2 text-white',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
