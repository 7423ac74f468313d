import { FaqList } from '@/components/faq-list';
import { useLocale } from '@/i18n/use-locale';

/** The pricing page's five questions, with FAQPage data for search engines. */
export function PricingFaq() {
  const text = useLocale().messages.pricing.faq;
  return (
    <section aria-labelledby="pricing-faq-title" className="container max-w-3xl py-20 sm:py-24">
      <h2 id="pricing-faq-title" className="text-heading text-center text-balance">
        {text.title}
      </h2>
      <FaqList items={text.items} />
    </section>
  );
}
