import { cn } from '@/lib/cn';

const itemClasses =
  'text-caption w-full rounded-md px-3 py-2 text-left font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** Latest plus one toggle per category; the pressed one is the active filter. */
export function CategoryNav({
  label,
  latestLabel,
  categories,
  selected,
  onSelect,
}: {
  label: string;
  latestLabel: string;
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const items: { key: string; label: string; value: string | null }[] = [
    { key: '__latest__', label: latestLabel, value: null },
    ...categories.map((category) => ({ key: category, label: category, value: category })),
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
                  'max-lg:border-border max-lg:border',
                  pressed
                    ? 'bg-primary-soft text-primary-strong max-lg:border-primary/30'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                {item.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
