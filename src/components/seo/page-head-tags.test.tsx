import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
