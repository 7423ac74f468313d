import type { Messages } from '@/i18n/messages';

export const blog: Messages['blog'] = {
  metaTitle: 'Blog',
  metaDescription: 'Verzamelde notities van het Demoly-team over AI-demo’s, sales en marketing.',
  title: 'Blog',
  subtitle: 'Verzamelde notities van het team',
  categoriesLabel: 'Categorieën',
  latest: 'Nieuwste',
  searchLabel: 'Artikelen zoeken',
  searchPlaceholder: 'Titel, intro of tag',
  loading: 'Laden…',
  emptyTitle: 'Geen artikelen gevonden',
  emptyText: 'Kies een andere categorie',
  post: {
    titleSuffix: '{product}-blog',
    backToBlog: 'Terug naar de blog',
    readTime: '{minutes} min leestijd',
    byAuthor: 'Door {author}',
    share: 'Delen',
    linkCopied: 'Link gekopieerd naar het klembord',
    copyFailed: 'De link kon niet worden gekopieerd. Kopieer hem uit de adresbalk.',
    tagsLabel: 'Trefwoorden',
    allPosts: 'Alle artikelen',
    getStarted: 'Aan de slag',
    ctaTitle: 'Klaar om je demo’s te vernieuwen?',
    ctaText:
      'Geef elke bezoeker een persoonlijke, live productdemo met een AI-agent die altijd klaarstaat.',
    ctaButton: 'Begin vandaag nog',
    notFoundTitle: 'Artikel niet gevonden',
    notFoundText: 'Het artikel dat je zoekt bestaat niet.',
  },
};
