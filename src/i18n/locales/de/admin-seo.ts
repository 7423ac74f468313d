import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: 'Vorschau in Suche und sozialen Netzwerken',
  description:
    'So zeigen Suchergebnisse und geteilte Links diesen Beitrag – in seiner eigenen Sprache.',
  searchResult: 'Suchergebnis',
  socialCard: 'Geteilter Link',
  titleCount: 'Titel: {count} / {max} Zeichen',
  descriptionCount: 'Beschreibung: {count} / {max} Zeichen',
  overLimit: 'Länger, als Suchergebnisse üblicherweise anzeigen.',
  titleFromSeo: 'Aus dem SEO-Titel.',
  titleFromPost: 'Kein SEO-Titel: der Beitragstitel mit dem Namen des Blogs.',
  descriptionFromMeta: 'Aus der Meta-Beschreibung.',
  descriptionFromExcerpt: 'Keine Meta-Beschreibung: Der Auszug wird verwendet.',
  descriptionFromTitle: 'Weder Meta-Beschreibung noch Auszug: Der Titel wird verwendet.',
  siteImage: 'Kein Beitragsbild: Das Bild der Website wird geteilt.',
};
