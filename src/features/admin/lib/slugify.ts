/** The database's rule for slugs (blog_posts_slug_format): lower-case words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const maxSlugLength = 200;

/**
 * A URL-safe slug from any text: accents removed (é → e), lower case, every run of other
 * characters becomes one hyphen, no hyphen at either end. Scripts without Latin letters
 * (日本語) give an empty slug, so the author types one by hand.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, '');
}
