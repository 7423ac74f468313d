import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A list item card with an icon, a title and a line of text (feature and benefit grids). */
export function IconCard({
  icon: Icon,
  title,
  description,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  className?: string;
}) {
  return (
    <li className={cn('border-border bg-background shadow-card rounded-2xl border p-6', className)}>
      <span className="bg-primary-soft text-primary inline-flex size-12 items-center justify-center rounded-xl">
        <Icon aria-hidden className="size-6" />
      </span>
      <h3 className="text-subheading mt-5">{title}</h3>
      <p className="text-body text-muted-foreground mt-2">{description}</p>
    </li>
  );
}
