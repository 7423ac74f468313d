import { describe, expect, it } from 'vitest';
import {
  applyLinkRewrites,
  linkedSlugs,
  linkUrls,
  reverseLinkRewrites,
  rewriteLinks,
  type LinkPost,
} from './link-targets';

const origin = 'https://demoly.ai';

/** Two groups: "launch" (English original, German and Japanese versions) and "pricing-guide". */
const posts: LinkPost[] = [
  { id: 'launch-en', translation_of: null, language: 'en', slug: 'launch', status: 'published' },
  {
    id: 'launch-de',
    translation_of: 'launch-en',
    language: 'de',
    slug: 'start',
    status: 'published',
  },
  { id: 'launch-ja', translation_of: 'launch-en', language: 'ja', slug: 'launch', status: 'draft' },
  {
    id: 'guide-en',
    translation_of: null,
    language: 'en',
    slug: 'pricing-guide',
    status: 'published',
  },
];

function rewrite(urls: string[], targetLanguage = 'de') {
  return rewriteLinks({ urls, targetLanguage, posts, origin });
}

describe('rewriteLinks', () => {
  it('points a post link to the post’s published version in the target language, with its own slug', () => {
    expect(rewrite(['/resources/blog/launch'])).toEqual([
      { url: '/resources/blog/launch', target: '/de/resources/blog/start', outcome: 'post' },
    ]);
  });

  it('keeps the fragment and the query', () => {
    expect(rewrite(['/resources/blog/launch?ref=mail#pricing'])[0]?.target).toBe(
      '/de/resources/blog/start?ref=mail#pricing',
    );
    expect(rewrite(['/pricing#plans'])[0]?.target).toBe('/de/pricing#plans');
  });

  it('finds the post from a link written in another language’s address', () => {
    const [fromGerman] = rewriteLinks({
      urls: ['/de/resources/blog/start'],
      targetLanguage: 'en',
      posts,
      origin,
    });
    expect(fromGerman).toMatchObject({ target: '/resources/blog/launch', outcome: 'post' });
  });

  it('keeps the original when the target language has no published version', () => {
    expect(rewrite(['/resources/blog/pricing-guide'])[0]).toMatchObject({
      target: '/resources/blog/pricing-guide',
      outcome: 'unchanged',
    });
    // The Japanese version is a draft: readers would get a page that is not there.
    expect(rewrite(['/resources/blog/launch'], 'ja')[0]).toMatchObject({
      target: '/resources/blog/launch',
      outcome: 'unchanged',
    });
    expect(rewrite(['/resources/blog/unknown'])[0]?.outcome).toBe('unchanged');
  });

  it('puts site pages under the language prefix, the blog list included', () => {
    expect(
      rewrite(['/pricing', '/resources/blog', '/', '/pricing/'], 'ja').map((r) => r.target),
    ).toEqual(['/ja/pricing', '/ja/resources/blog', '/ja', '/ja/pricing']);
    expect(rewrite(['/de/pricing'], 'en')[0]).toMatchObject({
      target: '/pricing',
      outcome: 'page',
    });
  });

  it('treats absolute links to the site like paths and keeps them absolute', () => {
    expect(
      rewrite(['https://demoly.ai/resources/blog/launch', 'https://demoly.ai/pricing?x=1']),
    ).toEqual([
      {
        url: 'https://demoly.ai/resources/blog/launch',
        target: 'https://demoly.ai/de/resources/blog/start',
        outcome: 'post',
      },
      {
        url: 'https://demoly.ai/pricing?x=1',
        target: 'https://demoly.ai/de/pricing?x=1',
        outcome: 'page',
      },
    ]);
  });

  it('never touches external links, other schemes, relative paths or unknown site paths', () => {
    const urls = [
      'https://example.com/resources/blog/launch',
      '//evil.example/pricing',
      'mailto:hello@demoly.ai',
      'http://demoly.ai/pricing',
      'resources/blog/launch',
      '#section',
      '/images/chart.png',
      '/admin',
    ];
    const result = rewrite(urls);
    expect(result.map((r) => r.target)).toEqual(urls);
    expect(result.map((r) => r.outcome)).toEqual([
      'external',
      'external',
      'external',
      'external',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  it('does not count a link that already points to the target language as rewritten', () => {
    expect(rewrite(['/de/resources/blog/start', '/de/pricing']).map((r) => r.outcome)).toEqual([
      'unchanged',
      'unchanged',
    ]);
  });

  it('follows an old link (a slug in no language of the link) when only one group has the slug', () => {
    expect(rewrite(['/fr/resources/blog/pricing-guide'], 'de')[0]?.outcome).toBe('unchanged');
    expect(rewrite(['/fr/resources/blog/start'], 'en')[0]?.target).toBe('/resources/blog/launch');
  });
});

describe('linkUrls and linkedSlugs', () => {
  const body = [
    'See [the launch](/resources/blog/launch "Launch") and [pricing][p].',
    '',
    '![chart](/images/chart.png) [external](https://example.com)',
    '',
    '[again](/resources/blog/launch)',
    '',
    '[p]: https://demoly.ai/pricing',
  ].join('\n');

  it('lists each link and definition once, images left out', () => {
    expect(linkUrls(body)).toEqual([
      '/resources/blog/launch',
      'https://example.com',
      'https://demoly.ai/pricing',
    ]);
  });

  it('gives the slugs of the site’s own post links', () => {
    expect(
      linkedSlugs(
        [
          '/resources/blog/launch',
          '/de/resources/blog/start',
          'https://example.com/resources/blog/x',
          '/pricing',
        ],
        origin,
      ),
    ).toEqual(['launch', 'start']);
  });

  it('rewrites destinations in place and nothing else, titles and texts included', () => {
    const markdown = [
      '[/pricing](/pricing "Go to /pricing") and [launch](/resources/blog/launch).',
      '',
      '[p]: /pricing',
    ].join('\n');
    const rewrites = rewrite(linkUrls(markdown));
    expect(applyLinkRewrites(markdown, rewrites)).toBe(
      [
        '[/pricing](/de/pricing "Go to /pricing") and [launch](/de/resources/blog/start).',
        '',
        '[p]: /de/pricing',
      ].join('\n'),
    );
    expect(applyLinkRewrites(markdown, [])).toBe(markdown);
  });

  it('puts a saved translation’s rewritten links back to the original’s, so its segments pair', () => {
    const source = 'Read [the launch](/resources/blog/launch#top) and [plans](/pricing).';
    const rewrites = rewrite(linkUrls(source));
    const saved = applyLinkRewrites(source, rewrites);
    expect(saved).toBe('Read [the launch](/de/resources/blog/start#top) and [plans](/de/pricing).');
    expect(applyLinkRewrites(saved, reverseLinkRewrites(rewrites))).toBe(source);
  });
});
