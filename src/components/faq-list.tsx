import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { startTransition, useState } from 'react';
import { faqJsonLd } from '@/lib/structured-data';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers, one open at a time and closable, with the FAQPage structured data
 * search engines read. The section around it (heading, spacing) is the page's. An answer opens in
 * a transition, so the press is painted before the answer is laid out.
 */
export function FaqList({ items, testId }: { items: readonly FaqItem[]; testId?: string }) {
  const [open, setOpen] = useState('');
  return (
    <>
      <Accordion
        type="single"
        collapsible
        value={open}
        onValueChange={(next) => startTransition(() => setOpen(next))}
        className="mt-10"
        data-testid={testId}
      >
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <script
        type="application/ld+json"
        // Built by faqJsonLd (lib/structured-data.ts): the text cannot end the script element.
        dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }}
      />
    </>
  );
}
