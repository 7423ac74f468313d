import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { useLocale } from '@/i18n/use-locale';
import { faqJsonLd } from '@/lib/structured-data';

/** Five questions, one open at a time, plus FAQPage structured data for search engines. */
export function PricingFaq() {
  const { messages } = useLocale();
  const text = messages.pricing.faq;
  return (
    <section aria-labelledby="pricing-faq-title" className="container max-w-3xl py-20 sm:py-24">
      <h2 id="pricing-faq-title" className="text-heading text-center text-balance">
        {text.title}
      </h2>
      <Accordion type="single" collapsible className="mt-10">
        {text.items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <script
        type="application/ld+json"
        // Built by faqJsonLd (lib/structured-data.ts): the text cannot end the script element.
        dangerouslySetInnerHTML={{ __html: faqJsonLd(text.items) }}
      />
    </section>
  );
}
