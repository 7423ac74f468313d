import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { hostilePayloads, swallowsWhatFollows, type HostilePayload } from './fixtures/hostile-html';
import {
  cards,
  createPosts,
  deleteCreated,
  open,
  uniqueToken,
  type CreatedPost,
} from './fixtures/blog-posts';

/**
 * Opens a post, waits for its body and checks no payload code ran. Chromium reports a CSP
 * violation for inline handlers even in the inert document DOMPurify parses into (a known false
 * alarm: cure53/DOMPurify#107); those reports are the only ones forgiven here, and the checks
 * below prove the handlers neither ran nor reached the page.
 */
async function expectInert(
  page: Page,
  dialogs: string[],
  post: CreatedPost,
  cspViolations: (options?: { take?: boolean }) => string[],
) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByTestId('post-content')).toContainText(/marker \d+/);
  // Handlers (onerror, onload, ontoggle, autofocus) fire once their loads settle and a frame
  // has rendered, if any survived.
  await settled(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const state = await page.evaluate(() => {
    const body = '[data-testid="post-content"]';
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      hits: (window as unknown as { __xssHits?: number[] }).__xssHits ?? [],
      scripts: document.querySelectorAll(`${body} script`).length,
      handlers: [...document.querySelectorAll(`${body} *`)].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => attribute.name.startsWith('on'))
          .map((attribute) => attribute.name),
      ),
      styles: document.querySelectorAll(`${body} [style], ${body} style`).length,
    };
  });
  expect(state, `${post.slug} must stay inert`).toEqual({
    xss: undefined,
    hits: [],
    scripts: 0,
    handlers: [],
    styles: 0,
  });
  expect(dialogs, `${post.slug} opened a dialog`).toEqual([]);
  for (const violation of cspViolations({ take: true })) {
    expect(violation).toMatch(/^Executing inline event handler violates/);
  }
}

/** Records dialogs (alert, confirm, print...) and installs the payloads' __xssHit callback. */
async function watchForCode(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const hits: number[] = [];
    Object.assign(window, { __xssHits: hits, __xssHit: (n: number) => hits.push(n) });
  });
  return dialogs;
}

/**
 * The payloads, about a dozen to a post, each tested as if it were alone: its marker paragraph
 * must come out as a paragraph of the body (a payload that swallowed the next one, into a
 * comment, an attribute or a raw-text element, would hide it from the test), so those that do
 * go last in their post.
 */
const payloadsPerPost = 12;
const payloadGroups = (() => {
  const last = hostilePayloads.filter(({ name }) => swallowsWhatFollows.has(name));
  const rest = hostilePayloads.filter(({ name }) => !swallowsWhatFollows.has(name));
  const count = Math.max(last.length, Math.ceil(hostilePayloads.length / payloadsPerPost));
  const size = Math.ceil(rest.length / count);
  return Array.from({ length: count }, (_, index) => [
    ...rest.slice(index * size, (index + 1) * size),
    ...(last[index] ? [last[index]] : []),
  ]);
})();

/** Every payload of `group` began in the body's normal flow: its marker is a paragraph. */
async function expectEveryMarker(page: Page, group: HostilePayload[]) {
  const markers = await page
    .getByTestId('post-content')
    .locator('p')
    .evaluateAll((paragraphs) => paragraphs.map((paragraph) => paragraph.textContent?.trim()));
  expect(markers).toEqual(expect.arrayContaining(group.map(({ id }) => `marker ${id}`)));
}

for (const format of ['html', 'markdown'] as const) {
  test.describe(`hostile post content stored as ${format}`, () => {
    test.describe.configure({ timeout: 120_000 });

    let token: string;
    let created: CreatedPost[] = [];

    test.beforeEach(async ({ request }) => {
      token = uniqueToken();
      created = await createPosts(
        request,
        payloadGroups.map((group, index) => ({
          title: `Hostile ${token} ${format} ${index + 1}`,
          slug: `hostile-${token}-${format}-${index + 1}`,
          excerpt: `Payloads ${group.map(({ name }) => name).join(', ')}`,
          content_html:
            format === 'html'
              ? group.map(({ id, html }) => `<p>marker ${id}</p>${html}`).join('\n')
              : null,
          content_markdown:
            format === 'markdown'
              ? group.map(({ id, html }) => `marker ${id}\n\n${html}`).join('\n\n')
              : null,
          category: `Hostile ${token}`,
          published_at: '2026-11-21T10:00:00Z',
        })),
      );
      expect(created).toHaveLength(payloadGroups.length);
    });

    test.afterEach(async ({ request }) => {
      await deleteCreated(request, created);
    });

    test(`none of ${hostilePayloads.length} payloads runs when the post is opened directly`, async ({
      page,
      cspViolations,
    }) => {
      const dialogs = await watchForCode(page);
      // A full load: with `npm start` the site server renders and sanitizes the body (jsdom)
      // before the browser parses it, then the browser hydrates.
      for (const [index, post] of created.entries()) {
        await page.goto(`/resources/blog/${post.slug}`);
        await expectInert(page, dialogs, post, cspViolations);
        await expectEveryMarker(page, payloadGroups[index]!);
      }
    });

    test(`none of ${hostilePayloads.length} payloads runs when the post is opened from the list`, async ({
      page,
      cspViolations,
    }) => {
      const dialogs = await watchForCode(page);
      // Client-side navigation: the browser's own DOMPurify sanitizes the body.
      const category = `/resources/blog?category=${encodeURIComponent(`Hostile ${token}`)}`;
      await open(page, category);
      await expect(cards(page)).toHaveCount(created.length);
      for (const [index, post] of created.entries()) {
        await page.getByRole('link', { name: post.title, exact: true }).click();
        await expectInert(page, dialogs, post, cspViolations);
        await expectEveryMarker(page, payloadGroups[index]!);
        await page.goBack();
        await expect(cards(page)).toHaveCount(created.length);
      }
    });
  });
}
