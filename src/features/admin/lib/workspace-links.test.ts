import { describe, expect, it } from 'vitest';
import type { LinkPost } from './link-targets';
import {
  slugsToLookUp,
  withOriginalLinks,
  withTranslatedLinks,
  workspaceLinks,
} from './workspace-links';
import { initialDraft, pairSegments, rebuildTranslation } from './workspace-segments';

const origin = 'https://demoly.ai';

const posts: LinkPost[] = [
  { id: 'launch-en', translation_of: null, language: 'en', slug: 'launch', status: 'published' },
  {
    id: 'launch-de',
    translation_of: 'launch-en',
    language: 'de',
    slug: 'start',
    status: 'published',
  },
  { id: 'guide-en', translation_of: null, language: 'en', slug: 'guide', status: 'published' },
];

const columns = (content_markdown: string) => ({
  title: 'Launch',
  excerpt: null,
  seo_title: null,
  meta_description: null,
  featured_image_alt: null,
  tags: [],
  content_markdown,
});

const originalBody =
  'See [the launch](/resources/blog/launch#top), [the guide](/resources/blog/guide), ' +
  '[pricing](/pricing) and [elsewhere](https://example.com/x).\n';

const links = workspaceLinks({ originalBody, targetLanguage: 'de', posts, origin });

describe('links in the workspace', () => {
  it('looks up only the posts the original links to', () => {
    expect(slugsToLookUp(originalBody, origin)).toEqual(['launch', 'guide']);
    expect(slugsToLookUp(null, origin)).toEqual([]);
  });

  it('rewrites the body as it is saved: a published version, else the original, and pages', () => {
    expect(withTranslatedLinks(originalBody, links)).toBe(
      'See [the launch](/de/resources/blog/start#top), [the guide](/resources/blog/guide), ' +
        '[pricing](/de/pricing) and [elsewhere](https://example.com/x).\n',
    );
  });

  it('puts a saved translation’s links back, so its segments pair with the source’s without misfits', () => {
    const germanBody =
      'Siehe [den Start](/resources/blog/launch#top), [den Leitfaden](/resources/blog/guide), ' +
      '[Preise](/pricing) und [anderswo](https://example.com/x).\n';
    const saved = columns(withTranslatedLinks(germanBody, links));
    const loaded = withOriginalLinks(saved, links);
    expect(loaded.content_markdown).toBe(germanBody);
    const segments = pairSegments(columns(originalBody), loaded);
    expect(segments.filter((segment) => segment.misfit !== undefined)).toEqual([]);
    // Without putting them back, the rewritten links would not fit the source's chips.
    expect(
      pairSegments(columns(originalBody), saved).some((segment) => segment.misfit !== undefined),
    ).toBe(true);
    // Rebuilt and rewritten again, the body is what was saved: no false change.
    const rebuilt = rebuildTranslation(columns(originalBody), segments, initialDraft(segments));
    expect(withTranslatedLinks(rebuilt.content_markdown ?? '', links)).toBe(saved.content_markdown);
  });

  it('leaves a link alone that could have been either of two of the original’s', () => {
    const both = '[pricing](/pricing)\n\n[Preise](/de/pricing)\n';
    const bothLinks = workspaceLinks({ originalBody: both, targetLanguage: 'de', posts, origin });
    const saved = columns('[Preise](/de/pricing)\n\n[Preise](/de/pricing)\n');
    // The original links to /de/pricing itself: no saved /de/pricing is turned into /pricing.
    expect(withOriginalLinks(saved, bothLinks)).toBe(saved);
  });

  it('leaves a translation without rewritten links, or without a body, as it is', () => {
    const plain = columns('No links here.\n');
    expect(withOriginalLinks(plain, links)).toBe(plain);
    const empty = { ...plain, content_markdown: null };
    expect(withOriginalLinks(empty, links)).toBe(empty);
  });
});
