import { ArrowRight, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { LocalizedLink } from '@/components/localized-link';

/** 'Introducing {product} Live' strip: visible until closed, never persisted. */
export function LaunchBanner() {
  const { messages } = useLocale();
  const text = messages.live.banner;
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <div role="region" aria-label={text.label} className="bg-ink text-white">
      <div className="relative container flex min-h-12 items-center justify-center gap-3 py-2 pr-14 text-center">
        <Sparkles aria-hidden className="text-accent-soft hidden size-4 shrink-0 sm:block" />
        <p className="text-caption">
          <span className="font-semibold">{format(text.text, { product: site.productName })}</span>
          <LocalizedLink
            to={paths.live}
            className="ml-3 inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4 hover:no-underline"
          >
            {text.learnMore}
            <ArrowRight aria-hidden className="size-4" />
          </LocalizedLink>
        </p>
        <button
          type="button"
          onClick={() => setVisible(false)}
          aria-label={text.dismiss}
          className="absolute top-1/2 right-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-white"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  );
}
