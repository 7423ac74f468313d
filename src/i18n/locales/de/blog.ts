import type { Messages } from '@/i18n/messages';

export const blog: Messages['blog'] = {
  metaTitle: 'Blog',
  metaDescription: 'Gesammelte Notizen des Demoly-Teams zu KI-Demos, Vertrieb und Marketing.',
  title: 'Blog',
  subtitle: 'Gesammelte Notizen aus dem Team',
  categoriesLabel: 'Kategorien',
  latest: 'Neueste',
  searchLabel: 'Artikel durchsuchen',
  searchPlaceholder: 'Titel, Auszug oder Tag',
  loading: 'Wird geladen…',
  emptyTitle: 'Keine Artikel gefunden',
  emptyText: 'Wählen Sie eine andere Kategorie',
  resultCount: { one: '{count} Artikel', other: '{count} Artikel' },
  pageTitle: 'Blog, Seite {page}',
  pastLastPage: 'Auf dieser Seite gibt es keine Artikel.',
  firstPage: 'Zur ersten Seite',
  inEnglish: 'Englisch',
  post: {
    titleSuffix: '{product}-Blog',
    backToBlog: 'Zurück zum Blog',
    readTime: '{minutes} Min. Lesezeit',
    byAuthor: 'Von {author}',
    share: 'Teilen',
    linkCopied: 'Link in die Zwischenablage kopiert',
    copyFailed:
      'Der Link konnte nicht kopiert werden. Bitte kopieren Sie ihn aus der Adressleiste.',
    tagsLabel: 'Schlagwörter',
    allPosts: 'Alle Beiträge',
    getStarted: 'Jetzt starten',
    ctaTitle: 'Bereit, Ihre Demos neu zu denken?',
    ctaText:
      'Geben Sie jedem Besucher eine persönliche Live-Produktdemo – mit einem KI-Agenten, der nie Feierabend macht.',
    ctaButton: 'Noch heute starten',
    notFoundTitle: 'Beitrag nicht gefunden',
    notFoundText: 'Den gesuchten Blogbeitrag gibt es nicht.',
  },
};
