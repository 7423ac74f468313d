import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { faqJsonLd } from '@/lib/structured-data';

/** FAQ: 5 questions, one open at a time, closable; FAQPage data for search engines. */
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
        <Accordion type="single" collapsible className="mt-10" data-testid="faq">
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      <script
        type="application/ld+json"
        // Built by faqJsonLd (lib/structured-data.ts): the text cannot end the script element.
        dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }}
      />
    </section>
  );
}
