import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { postHeadDescription, postHeadTitle } from './post-head-text';

const post = { title: 'Post title', excerpt: 'The excerpt', metaDescription: '', seoTitle: '' };

describe('post head text', () => {
  it('the SEO title stands as written; without one, the title with the blog suffix', () => {
    expect(postHeadTitle({ ...post, seoTitle: '  Short for results ' }, '{product} Blog')).toBe(
      'Short for results',
    );
    expect(postHeadTitle(post, '{product}ブログ')).toBe(`Post title | ${site.productName}ブログ`);
  });

  it('the description: meta description, else excerpt, else title', () => {
    expect(postHeadDescription({ ...post, metaDescription: 'For search engines' })).toBe(
      'For search engines',
    );
    expect(postHeadDescription({ ...post, metaDescription: '   ' })).toBe('The excerpt');
    expect(postHeadDescription({ ...post, excerpt: '' })).toBe('Post title');
  });
});
