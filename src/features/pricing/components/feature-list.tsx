import { Check, Info } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

export interface PlanFeature {
  label: string;
  info: string;
}

/** One feature line with a keyboard-focusable info button that explains it. */
function FeatureItem({ feature }: { feature: PlanFeature }) {
  const { messages } = useLocale();
  const [open, setOpen] = useState(false);
  const label = format(feature.label, { product: site.productName });
  const info = format(feature.info, { product: site.productName });
  // Radix closes a tooltip on click; on touch screens a tap is the only way to ask, so a click
  // toggles it instead (preventDefault stops Radix's own close handler).
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    setOpen((wasOpen) => !wasOpen);
  };
  return (
    <li className="flex items-start gap-3">
      <Check aria-hidden className="text-success mt-0.5 size-5 shrink-0" />
      <span className="text-body flex-1">{label}</span>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger
          type="button"
          onClick={toggle}
          aria-label={format(messages.pricing.card.moreInfo, { feature: label })}
          className="text-muted-foreground hover:text-primary -m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full"
        >
          <Info aria-hidden className="size-4" />
        </TooltipTrigger>
        <TooltipContent side="top">{info}</TooltipContent>
      </Tooltip>
    </li>
  );
}

/**
 * A plan's features. Each list is an island (plan-card.tsx), so the tooltips' provider lives here
 * with them: the skip-delay window then spans one plan's info buttons.
 */
export function FeatureList({ features }: { features: readonly PlanFeature[] }) {
  return (
    <TooltipProvider>
      <ul className="space-y-3">
        {features.map((feature) => (
          <FeatureItem key={feature.label} feature={feature} />
        ))}
      </ul>
    </TooltipProvider>
  );
}
