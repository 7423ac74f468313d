/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo = {
  heading: 'Search and social previews',
  description: 'How search results and shared links show this post, in its own language.',
  searchResult: 'Search result',
  socialCard: 'Shared link',
  titleCount: 'Title: {count} / {max} characters',
  descriptionCount: 'Description: {count} / {max} characters',
  overLimit: 'Longer than search results usually show.',
  titleFromSeo: 'From the SEO headline.',
  titleFromPost: 'No SEO headline: the post title with the blog’s name.',
  descriptionFromMeta: 'From the meta description.',
  descriptionFromExcerpt: 'No meta description: the excerpt is used.',
  descriptionFromTitle: 'No meta description or excerpt: the title is used.',
  siteImage: 'No featured image: the site’s own image is shared.',
};
