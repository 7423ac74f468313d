import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { useLocale } from '@/i18n/use-locale';

/** Serialises JSON-LD so a `</script>` inside an answer can never close the tag early. */
function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Five questions, one open at a time, plus FAQPage structured data for search engines. */
export function PricingFaq() {
  const { messages } = useLocale();
  const text = messages.pricing.faq;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: text.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
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
        // Static catalogue text, escaped above: no user input reaches this script.
        dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }}
      />
    </section>
  );
}
