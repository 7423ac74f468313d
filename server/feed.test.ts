// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { catalogues } from '../src/i18n/locales/all';
import type { FeedPost } from './blog-index';
import { buildFeed } from './feed';

const post = (n: number, overrides: Partial<FeedPost> = {}): FeedPost => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  author: 'Ada',
  published_at: new Date(Date.UTC(2026, 10, 20) - n * 86_400_000).toISOString(),
  created_at: '2026-01-01T00:00:00Z',
  category: 'Guides',
  tags: ['AI demos'],
  ...overrides,
});

/** Parsed as XML by a real parser (jsdom's DOMParser, the test environment): malformed XML gives a <parsererror> document. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('the RSS feed', () => {
  it('is RSS 2.0 with the required channel and item elements, absolute links', () => {
    const document = parse(buildFeed('en', catalogues.en, [post(1), post(2)], undefined));
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channel = document.querySelector('channel')!;
    expect(channel.querySelector(':scope > title')?.textContent).toBe('Demoly Blog');
    expect(channel.querySelector(':scope > link')?.textContent).toBe(
      'https://demoly.ai/resources/blog',
    );
    expect(channel.querySelector(':scope > description')?.textContent).toBeTruthy();
    expect(channel.querySelector(':scope > language')?.textContent).toBe('en');
    const items = [...document.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual([
      'https://demoly.ai/resources/blog/post-1',
      'https://demoly.ai/resources/blog/post-2',
    ]);
    // RFC 822 dates, as RSS 2.0 requires.
    expect(items[0]!.querySelector('pubDate')?.textContent).toMatch(
      /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
  });

  it('escapes titles and excerpts, whatever they hold', () => {
    const hostile = 'Tom & Jerry <script>alert(1)</script> "quoted" ]]> end';
    const document = parse(
      buildFeed('en', catalogues.en, [post(1, { title: hostile, excerpt: hostile })], undefined),
    );
    const item = document.querySelector('item')!;
    expect(item.querySelector('title')?.textContent).toBe(hostile);
    expect(item.querySelector('description')?.textContent).toBe(hostile);
    expect(document.querySelector('script')).toBeNull();
  });

  it('is written in its language, with links under its prefix', () => {
    const document = parse(
      buildFeed('de', catalogues.de, [post(1, { slug: 'beitrag' })], undefined),
    );
    expect(document.querySelector('channel > language')?.textContent).toBe('de');
    expect(document.querySelector('item > link')?.textContent).toBe(
      'https://demoly.ai/de/resources/blog/beitrag',
    );
    expect(document.querySelector('channel > description')?.textContent).toBe(
      catalogues.de.blog.metaDescription,
    );
  });

  it("names each item's category in the feed's language, and an unknown one as stored", () => {
    const names = {
      Marketing: { en: 'Marketing', ja: 'マーケティング' },
      Guides: { en: 'Guides', de: 'Ratgeber' },
    };
    const categories = (language: 'ja' | 'de', category: string) =>
      [
        ...parse(
          buildFeed(language, catalogues[language], [post(1, { category, tags: ['KI'] })], names),
        ).querySelectorAll('item > category'),
      ].map((element) => element.textContent);
    expect(categories('ja', 'Marketing')).toEqual(['マーケティング', 'KI']);
    expect(categories('de', 'Guides')).toEqual(['Ratgeber', 'KI']);
    expect(categories('de', 'Fallstudien')).toEqual(['Fallstudien', 'KI']);
  });

  it('stays well-formed XML with repeated ]]> and control characters in post text', () => {
    const title = 'a ]]> b ]]> c \u0007 bell \u0000 nul';
    const document = parse(
      buildFeed('en', catalogues.en, [post(1, { title, excerpt: title })], undefined),
    );
    const item = document.querySelector('item')!;
    expect(item.querySelector('title')?.textContent).toBe('a ]]> b ]] > c  bell  nul');
    expect(item.querySelector('description')?.textContent).toBe('a ]]> b ]] > c  bell  nul');
  });
});
