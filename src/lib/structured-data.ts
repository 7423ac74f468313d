/**
 * JSON inlined into HTML: `<script type="application/json">` page state and JSON-LD. The one
 * escaping rule for it (security-relevant): `<`, `>` and `&` become \u escapes, so no value can
 * close the script element (`</script>`) or open a comment (`<!--`), and U+2028/U+2029 are
 * escaped for the older parsers that end a string at them. JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** FAQPage structured data (schema.org) as the text of a JSON-LD script (home and pricing). */
export function faqJsonLd(entries: readonly FaqEntry[]): string {
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  });
}

export interface WebPageFacts {
  name: string;
  description: string;
  url: string;
  /** BCP 47 tag of the page's language (languageTags). */
  inLanguage: string;
  site: { name: string; url: string };
}

/** WebPage structured data (schema.org): every indexable page says what it is and its language. */
export function webPageJsonLd(page: WebPageFacts): string {
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: page.inLanguage,
    isPartOf: { '@type': 'WebSite', name: page.site.name, url: page.site.url },
  });
}
