import { cn } from '@/lib/cn';
import { useCategoryLabel } from '../lib/use-category-label';
import type { BlogCategory } from '@/lib/posts/get-categories';

const itemClasses =
  'text-caption w-full rounded-md px-3 py-2 text-left font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/**
 * Latest plus one toggle per category that has posts (all of them, from the database, not only
 * those on the page shown), each with its post count; the pressed one is the active filter. A
 * button shows the category's label in the page's language and selects its stored name, which
 * is what the URL keeps (`?category=Guides` on /ja too).
 */
export function CategoryNav({
  label,
  latestLabel,
  categories,
  selected,
  onSelect,
}: {
  label: string;
  latestLabel: string;
  categories: readonly BlogCategory[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const categoryLabel = useCategoryLabel();
  const items: { key: string; label: string; value: string | null; count?: number }[] = [
    { key: '__latest__', label: latestLabel, value: null },
    ...categories.map(({ category, postCount }) => ({
      key: category,
      label: categoryLabel(category),
      value: category,
      count: postCount,
    })),
  ];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {items.map((item) => {
          const pressed = item.value === selected;
          return (
            <li key={item.key}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(item.value)}
                className={cn(
                  itemClasses,
                  'max-lg:border',
                  pressed
                    ? 'bg-primary-soft text-primary-strong max-lg:border-primary/30'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground max-lg:border-border',
                )}
              >
                <span className="flex items-baseline justify-between gap-3">
                  {item.label}
                  {item.count === undefined ? null : (
                    // The list's own count line announces the number once a category is chosen.
                    <span aria-hidden className="text-micro tabular-nums opacity-80">
                      {item.count}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
