import { ToggleGroup } from 'radix-ui';
import { useLocale } from '@/i18n/use-locale';
import type { BillingPeriod } from '../pricing';

const itemClass =
  'text-caption text-muted-foreground hover:text-foreground data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-card inline-flex min-h-11 flex-wrap items-center justify-center gap-x-2 gap-y-0.5 rounded-3xl px-3 py-1 text-center font-semibold transition-colors sm:px-5';

/**
 * Monthly / Yearly switch (a radio group: exactly one period is always selected). On a narrow
 * screen the yearly badge wraps under its label, so long words (Jährlich, Jaarlijks) never push
 * the page sideways.
 */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const { messages } = useLocale();
  const text = messages.pricing.billing;
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix lets a single toggle group be emptied by pressing the active item; keep one chosen.
      onValueChange={(next) => {
        if (next === 'monthly' || next === 'yearly') onChange(next);
      }}
      aria-label={text.label}
      className="border-border bg-muted inline-flex max-w-full items-center gap-1 rounded-[1.75rem] border p-1"
    >
      <ToggleGroup.Item value="monthly" className={itemClass}>
        {text.monthly}
      </ToggleGroup.Item>
      <ToggleGroup.Item value="yearly" className={itemClass}>
        {text.yearly}
        <span className="bg-accent-soft text-accent text-micro rounded-full px-2 py-0.5 font-bold whitespace-nowrap">
          {text.yearlyBadge}
        </span>
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
