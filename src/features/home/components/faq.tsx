import { FaqList } from '@/components/faq-list';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** The home page's FAQ: five questions, with FAQPage data for search engines. */
export function Faq() {
  const { messages } = useLocale();
  const text = messages.home.faq;
  const items = text.items.map((item) => ({
    question: item.question,
    answer: format(item.answer, { product: site.productName }),
  }));
  return (
    <section aria-labelledby="faq-title" className="render-when-near pb-20 sm:pb-28">
      <div className="container max-w-3xl">
        <h2 id="faq-title" className="text-display text-center text-balance">
          {text.title}
        </h2>
        <FaqList items={items} testId="faq" />
      </div>
    </section>
  );
}
