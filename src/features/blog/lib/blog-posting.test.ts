import { describe, expect, it } from 'vitest';
import { normalizePost } from '@/lib/posts/normalize-post-body';
import { makeRow } from '@/lib/posts/test-rows';
import { blogPosting } from './blog-posting';

const url = 'https://demoly.example/resources/blog/agencies-ai-demos';

describe('a post’s BlogPosting', () => {
  it('was modified when the post was last saved, not when the server started', () => {
    const data = blogPosting(normalizePost(makeRow()), 'Agencies', url);
    expect(data.datePublished).toBe('2026-11-21T09:30:00+00:00');
    expect(data.dateModified).toBe('2026-11-22T00:00:00+00:00');
  });

  it('was last modified when it was published when the database has no later save', () => {
    const data = blogPosting(normalizePost(makeRow({ updated_at: '' })), 'Agencies', url);
    expect(data.dateModified).toBe('2026-11-21T09:30:00+00:00');
  });

  it('names the language the article is written in', () => {
    const german = makeRow({ language: 'de', title: 'Wie Agenturen KI-Demos nutzen' });
    expect(blogPosting(normalizePost(german), 'Agenturen', url).inLanguage).toBe('de');
    expect(blogPosting(normalizePost(makeRow({ language: 'zh' })), '代理', url).inLanguage).toBe(
      'zh-Hans',
    );
    expect(
      blogPosting(normalizePost(makeRow({ language: 'es' })), 'Agencias', url).inLanguage,
    ).toBe('es-419');
    expect(
      blogPosting(normalizePost(makeRow({ language: 'pt' })), 'Agências', url).inLanguage,
    ).toBe('pt-BR');
  });

  it('keeps an English post English on another language’s page: headline, section, language', () => {
    // The section is passed in the post's language (blog-post-page), never the page's.
    const data = blogPosting(normalizePost(makeRow()), 'Agencies', url);
    expect(data).toMatchObject({
      headline: 'How agencies run AI demos',
      articleSection: 'Agencies',
      inLanguage: 'en',
      mainEntityOfPage: { '@id': url },
    });
  });
});
