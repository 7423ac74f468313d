import type { Messages } from '@/i18n/messages';

export const blog: Messages['blog'] = {
  metaTitle: 'Blog',
  metaDescription:
    'Gli appunti del team Demoly su demo con IA, vendite e marketing, raccolti in un unico posto.',
  title: 'Blog',
  subtitle: 'Appunti raccolti dal team',
  categoriesLabel: 'Categorie',
  latest: 'Più recenti',
  searchLabel: 'Cerca articoli',
  searchPlaceholder: 'Titolo, sommario o tag',
  loading: 'Caricamento…',
  emptyTitle: 'Nessun articolo trovato',
  emptyText: 'Prova a selezionare un’altra categoria',
  resultCount: { one: '{count} articolo', other: '{count} articoli' },
  pageTitle: 'Blog, pagina {page}',
  pastLastPage: 'Nessun articolo in questa pagina.',
  firstPage: 'Torna alla prima pagina',
  inEnglish: 'In inglese',
  post: {
    titleSuffix: 'Blog di {product}',
    backToBlog: 'Torna al blog',
    readTime: '{minutes} min di lettura',
    byAuthor: 'Di {author}',
    share: 'Condividi',
    linkCopied: 'Link copiato negli appunti',
    copyFailed: 'Impossibile copiare il link. Copialo dalla barra dell’indirizzo.',
    tagsLabel: 'Tag',
    allPosts: 'Tutti gli articoli',
    getStarted: 'Inizia ora',
    ctaTitle: 'Pronto a trasformare le tue demo?',
    ctaText:
      'Offri a ogni visitatore una demo di prodotto dal vivo e su misura, con un agente IA sempre attivo.',
    ctaButton: 'Inizia oggi',
    notFoundTitle: 'Articolo non trovato',
    notFoundText: 'L’articolo che stai cercando non esiste.',
  },
};
