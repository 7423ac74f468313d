import { describe, expect, it } from 'vitest';
import { languageCodes } from '../src/config/languages';
import {
  cacheTags,
  changedTags,
  goLivePages,
  isCategoryNamesChange,
  parseBlogChange,
} from './blog-changes';

const english = { id: 'e1', slug: 'hello', language: 'en', translation_of: null };
const german = { id: 'd1', slug: 'hallo', language: 'de', translation_of: 'e1' };

describe('blog changes', () => {
  it('reads the webhook shape, from the database notification or a Supabase webhook', () => {
    expect(parseBlogChange({ type: 'INSERT', table: 'blog_posts', record: english })).toEqual({
      type: 'INSERT',
      record: english,
    });
    expect(
      parseBlogChange({ type: 'INSERT', table: 'user_roles', record: english }),
    ).toBeUndefined();
    expect(parseBlogChange({ type: 'TRUNCATE', table: 'blog_posts' })).toBeUndefined();
    expect(
      parseBlogChange({ type: 'UPDATE', table: 'blog_posts', record: { id: 1 } }),
    ).toBeUndefined();
    expect(parseBlogChange('nonsense')).toBeUndefined();
  });

  it('a German translation touches its group, the German list and feed, not the other lists', () => {
    const tags = changedTags({ type: 'INSERT', record: german });
    expect(tags).toEqual(
      expect.arrayContaining([
        cacheTags.post('hallo'),
        cacheTags.post('d1'),
        cacheTags.group('e1'),
        cacheTags.list('de'),
        cacheTags.feed('de'),
        cacheTags.sitemap,
      ]),
    );
    expect(tags).not.toContain(cacheTags.list('fr'));
    expect(tags).not.toContain(cacheTags.feed('en'));
  });

  it('an English post is in every list that has no translation of it', () => {
    const tags = changedTags({ type: 'UPDATE', record: english, old_record: english });
    for (const language of languageCodes) expect(tags).toContain(cacheTags.list(language));
    expect(tags).toContain(cacheTags.feed('en'));
    expect(tags).not.toContain(cacheTags.feed('de'));
  });

  it('a renamed or moved post drops its old address and old language too', () => {
    const tags = changedTags({
      type: 'UPDATE',
      old_record: { ...german, slug: 'alt', language: 'fr' },
      record: german,
    });
    expect(tags).toEqual(
      expect.arrayContaining([cacheTags.post('alt'), cacheTags.list('fr'), cacheTags.feed('fr')]),
    );
  });

  it("tells a change to the categories' names from a post change", () => {
    const rename = { type: 'UPDATE', table: 'blog_category_names', record: { category: 'Guides' } };
    expect(isCategoryNamesChange(rename)).toBe(true);
    expect(parseBlogChange(rename)).toBeUndefined();
    expect(isCategoryNamesChange({ type: 'UPDATE', table: 'blog_posts', record: english })).toBe(
      false,
    );
    expect(isCategoryNamesChange(null)).toBe(false);
  });

  it('renders at go-live the post, every list that shows it, its feed and the sitemaps', () => {
    expect(goLivePages([german]).sort()).toEqual(
      [
        '/de/resources/blog',
        '/de/resources/blog/hallo',
        '/de/resources/blog/rss.xml',
        '/sitemap-posts-1.xml',
        '/sitemap.xml',
      ].sort(),
    );
    // An English post stands in on every list that has no translation of it.
    const english = goLivePages([{ ...german, language: 'en', slug: 'hello' }]);
    expect(english).toContain('/resources/blog/hello');
    expect(english.filter((page) => page.endsWith('/resources/blog'))).toHaveLength(
      languageCodes.length,
    );
  });
});
