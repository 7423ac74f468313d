import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

const tabsListVariants = cva('items-center gap-1 rounded-lg', {
  variants: {
    variant: {
      default: 'bg-muted inline-flex p-1',
      /** Equal columns on a phone, a row on wider screens, the active tab in the brand colour. */
      segmented:
        'bg-background shadow-card grid w-full max-w-2xl grid-cols-3 p-1.5 sm:inline-flex sm:w-auto',
    },
  },
  defaultVariants: { variant: 'default' },
});

const tabsTriggerVariants = cva(
  'text-caption text-muted-foreground data-[state=active]:shadow-card rounded-md font-semibold transition-colors',
  {
    variants: {
      variant: {
        default: 'data-[state=active]:bg-background data-[state=active]:text-foreground px-4 py-2',
        segmented:
          'sm:text-body data-[state=active]:bg-primary data-[state=active]:text-primary-foreground h-full px-1.5 py-2.5 leading-tight break-words hyphens-auto sm:px-6',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function TabsList({
  className,
  variant,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>) {
  return <TabsPrimitive.List className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

export function TabsTrigger({
  className,
  variant,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & VariantProps<typeof tabsTriggerVariants>) {
  return (
    <TabsPrimitive.Trigger className={cn(tabsTriggerVariants({ variant }), className)} {...props} />
  );
}

export const TabsContent = TabsPrimitive.Content;
