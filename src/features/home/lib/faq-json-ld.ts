export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * FAQPage structured data (schema.org) as the text of a JSON-LD script. `<` is escaped so no
 * answer can close the script element early ('</script>') when it is inlined into HTML.
 */
export function faqJsonLd(entries: readonly FaqEntry[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
