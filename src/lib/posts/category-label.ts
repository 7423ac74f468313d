import type { Messages } from '@/i18n/messages';

/**
 * A stored category as a reader of `messages`' language sees it. The stored text stays the
 * stable key (in the database, `?category=` and the counts); the catalogue gives the label, and
 * a category it does not know (an admin's new one) is shown as stored.
 */
export function categoryLabel(messages: Pick<Messages, 'blog'>, category: string): string {
  const labels: Readonly<Record<string, string>> = messages.blog.categories;
  // Own keys only: a category named "constructor" is not Object.prototype's.
  return Object.hasOwn(labels, category) ? labels[category]! : category;
}
