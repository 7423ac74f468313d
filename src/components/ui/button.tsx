import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-strong',
        accent: 'bg-accent text-accent-foreground hover:bg-accent/90',
        outline: 'border border-input bg-background text-foreground hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'text-foreground hover:bg-muted',
        /** A quiet destructive action (a row's Delete): red words, no red block. */
        'ghost-destructive': 'text-destructive hover:bg-destructive/10',
        link: 'text-primary underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        inverse: 'bg-white text-ink hover:bg-white/90',
        /** A second action on a dark band: a white outline. */
        'outline-inverse': 'border border-white/30 bg-white/5 text-white hover:bg-white/15',
      },
      size: {
        sm: 'h-9 px-3 text-caption whitespace-nowrap',
        default: 'h-11 px-5 text-body whitespace-nowrap',
        /** Default height with less padding, for two buttons side by side in a narrow drawer. */
        tight: 'h-11 px-3 text-body whitespace-nowrap',
        /**
         * The large call to action. Its label may take a second line: on a 320 px phone a French or
         * German label is wider than the card it sits in, and a clipped label is worse than two lines.
         */
        lg: 'min-h-12 px-6 py-2 text-lead text-center whitespace-normal',
        /** A page number: at least square, digits of one width. */
        page: 'h-9 min-w-10 px-2.5 text-caption tabular-nums whitespace-nowrap',
        icon: 'size-11',
        'icon-sm': 'size-10',
        /** An icon beside `sm` buttons, as high as they are (a table row's actions). */
        'icon-row': 'size-9',
        /** A form's full-width submit: a long label (French, German) takes a second line. */
        block: 'min-h-12 w-full px-5 py-2 text-body text-center whitespace-normal',
        /** Full width, growing to a second line where a language's label is long. */
        wrap: 'min-h-12 w-full px-6 py-2.5 text-lead text-center whitespace-normal',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
