// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { de } from '@/i18n/locales/de';
import { splitHoistedHead } from '@/lib/hoisted-head';
import { withProviders } from '@/testing/render';
import { PageHead } from './page-head';
import { dropPageHead } from './page-head-tags';

describe('dropPageHead', () => {
  it("removes every tag PageHead's server render put in the head and keeps the template's own", () => {
    document.head.innerHTML =
      '<meta charset="UTF-8"><meta name="viewport" content="width=device-width">' +
      '<meta name="theme-color" content="#4f2ee8"><link rel="icon" href="/favicon.svg">' +
      '<link rel="stylesheet" href="/assets/app.css">';
    const template = document.head.innerHTML;
    // The not-found page's head, as the server renders and places it (entry-server.tsx).
    for (const noindex of [true, false]) {
      const markup = renderToString(
        withProviders(
          <PageHead title="Page not found" description="Gone" path="/x" noindex={noindex}>
            <meta property="article:published_time" content="2026-11-01" />
          </PageHead>,
        ).element,
      );
      const { head } = splitHoistedHead(markup);
      expect(head.match(/<(title|meta|link)\b/g)?.length).toBeGreaterThan(10);
      document.head.insertAdjacentHTML('beforeend', head);
      dropPageHead();
      expect(document.head.innerHTML).toBe(template);
    }
  });
});

describe('PageHead structured data', () => {
  const pageData = (markup: string) => {
    const found = /<script type="application\/ld\+json" data-page-json-ld="">(.*?)<\/script>/.exec(
      markup,
    );
    return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : undefined;
  };

  it('names an indexable page’s language and address as WebPage data, in its language', () => {
    const markup = renderToString(
      withProviders(<PageHead title="Preise" description="Pläne </script>" path="/pricing" />, {
        language: 'de',
        messages: de,
      }).element,
    );
    expect(pageData(markup)).toMatchObject({
      '@type': 'WebPage',
      inLanguage: 'de',
      url: expect.stringMatching(/\/de\/pricing$/),
      description: 'Pläne </script>',
    });
    expect(markup).not.toContain('Pläne </script>'); // escaped inside the script
  });

  it('gives none to a page kept out of the index, or to an article (it has its own)', () => {
    for (const props of [{ noindex: true }, { type: 'article' as const }]) {
      const markup = renderToString(
        withProviders(<PageHead title="x" description="y" path="/x" {...props} />).element,
      );
      expect(pageData(markup)).toBeUndefined();
    }
  });
});
