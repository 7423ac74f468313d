import type { Page } from '@playwright/test';
import { languageCodes } from '../../src/config/languages';
import { expect, test } from './fixtures';
import { localized, publicRoutes } from './fixtures/routes';

/**
 * Every public page in every language fits a small phone: the page never scrolls sideways, and
 * no button, link button or stat tile has text wider than its own box or pushed out of the card
 * that clips it. Labels differ in
 * length by language (French and German run longest, Japanese numbers are words), so a page
 * that fits in English can still cut a button in half in French.
 */
const widths = [320, 390] as const;

/** The static pages from the route table, and a post (the blog's longest words and images). */
const pages = [...publicRoutes, '/resources/blog/ai-demo-setup-in-ten-minutes'];

/** How far the page scrolls sideways: 0 when it fits the screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** What the page shows that does not fit: one line per element. */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    // Hidden from everyone (a closed menu, an off-screen slide) or only for screen readers.
    const unseen = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return true;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
      const style = getComputedStyle(element);
      return style.visibility === 'hidden' || style.display === 'inline';
    };
    /** The nearest ancestor that cuts off what leaves it; none if the content may scroll. */
    const clippingAncestor = (element: Element): Element | null | 'scrolls' => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') return 'scrolls';
        if (overflowX === 'hidden' || overflowX === 'clip') return node;
      }
      return null;
    };
    /** Text for screen readers only (`sr-only`: clipped to a pixel), inside `within`. */
    const visuallyHidden = (node: Element, within: Element) => {
      for (let at: Element | null = node; at && at !== within; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true;
      }
      return false;
    };
    /** The horizontal extent of the text and icons an element shows; null if it shows none. */
    const shownContents = (element: Element) => {
      let left = Infinity;
      let right = -Infinity;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim() || visuallyHidden(text.parentElement!, element)) continue;
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        left = Math.min(left, box.left);
        right = Math.max(right, box.right);
      }
      for (const icon of element.querySelectorAll('svg')) {
        const box = icon.getBoundingClientRect();
        left = Math.min(left, box.left);
        right = Math.max(right, box.right);
      }
      return left === Infinity ? null : { left, right };
    };
    const viewportWidth = document.documentElement.clientWidth;
    const candidates = document.querySelectorAll(
      'button, a[class*="inline-flex"], [role="button"], [data-stat-tiles] > li',
    );
    for (const element of candidates) {
      if (unseen(element)) continue;
      const html = element as HTMLElement;
      if (html.scrollWidth > html.clientWidth + 1) {
        problems.push(
          `${describe(element)} overflows its box (${html.scrollWidth} > ${html.clientWidth})`,
        );
        continue;
      }
      // What it shows (its text and icons), not its box: a border may sit on the card's edge.
      const rect = shownContents(element);
      if (!rect) continue;
      const clip = clippingAncestor(element);
      if (clip === 'scrolls') continue;
      const bounds = clip ? clip.getBoundingClientRect() : { left: 0, right: viewportWidth };
      if (rect.left < bounds.left - 1 || rect.right > bounds.right + 1) {
        problems.push(
          `${describe(element)} leaves ${clip ? describe(clip).slice(0, 30) : 'the page'} (${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(bounds.left)}–${Math.round(bounds.right)})`,
        );
      }
    }
    return problems;
  });
}

for (const language of languageCodes) {
  const prefix = language === 'en' ? '' : `/${language}`;
  test(`every page in ${language} fits a 320 and a 390 px phone`, async ({ browser }) => {
    test.slow();
    // The prerendered pages, without their JavaScript: every word of every page is in them (the
    // cookie banner and the menus aside), and a page measured before hydration is measured as a
    // phone first shows it. One load per page, measured at each width by resizing the window.
    const context = await browser.newContext({
      viewport: { width: widths[0], height: 800 },
      javaScriptEnabled: false,
    });
    // Images keep their size from their attributes; their pixels change no line.
    await context.route('**/*.{jpg,jpeg,png,webp,avif,svg}', (route) =>
      route.fulfill({ status: 404 }),
    );
    const page = await context.newPage();
    const problems: string[] = [];
    for (const route of pages) {
      const url = localized(prefix, route);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      // Sections below the fold skip their layout until they near the screen; measured here,
      // they are laid out as a visitor who scrolls there sees them.
      // (Appended by hand: addStyleTag waits for a load event that needs the page's scripts.)
      await page.evaluate(async () => {
        const style = document.createElement('style');
        style.textContent = '* { content-visibility: visible !important; }';
        document.head.append(style);
        await document.fonts.ready;
      });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await sidewaysScroll(page);
        if (overflow > 0)
          problems.push(`${width} px ${url}: the page scrolls sideways ${overflow}px`);
        for (const problem of await clippedText(page))
          problems.push(`${width} px ${url}: ${problem}`);
      }
      await page.setViewportSize({ width: widths[0], height: 800 });
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

/** How each CJK language's headings, labels and text may break (styles/index.css). */
const cjkBreaking = {
  ja: { heading: 'auto-phrase', label: 'auto-phrase', text: 'normal', lineBreak: 'strict' },
  zh: { heading: 'auto-phrase', label: 'auto-phrase', text: 'normal', lineBreak: 'strict' },
  ko: { heading: 'keep-all', label: 'keep-all', text: 'keep-all', lineBreak: 'auto' },
} as const;

for (const [language, expected] of Object.entries(cjkBreaking)) {
  test(`${language} headings and labels break between phrases, never before ー`, async ({
    page,
  }) => {
    await page.goto(`/${language}`);
    const breaking = await page.evaluate(() => {
      const styleOf = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        heading: styleOf('main h2').wordBreak,
        // The hero's badge: a short label, broken like a heading.
        label: styleOf('main .break-phrases').wordBreak,
        text: styleOf('main p:not(.break-phrases)').wordBreak,
        lineBreak: styleOf('main h1').lineBreak,
      };
    });
    expect(breaking).toEqual(expected);
  });
}
