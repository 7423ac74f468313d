import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: 'Accedi',
  metaDescription:
    'Accedi a {product} per creare demo di prodotto con l’IA, seguire ogni conversazione e capire quali visitatori sono pronti ad acquistare.',
  title: 'Ti diamo il bentornato',
  subtitle: 'Accedi per gestire le tue demo IA e ricontattare i lead più caldi.',
  tabsLabel: 'Accedi o crea un account',
  signInTab: 'Accedi',
  signUpTab: 'Registrati',
  emailLabel: 'E-mail di lavoro',
  emailPlaceholder: 'nome@azienda.it',
  rememberMe: 'Ricordami per {days} giorni',
  sendCode: 'Invia codice a {digits} cifre',
  sendCodeHint:
    'Ti invieremo via e-mail un codice a {digits} cifre: nessuna password da ricordare.',
  divider: 'oppure',
  signInWithPassword: 'Accedi con la password',
  redirecting: 'Apertura di {product}…',
  noAccount: 'Non hai un account? {link}',
  signUpLink: 'Registrati qui',
  legalNote: 'Continuando, accetti i nostri {terms} e la nostra {privacy}.',
  termsLink: 'Termini di servizio',
  privacyLink: 'Informativa sulla privacy',
  errors: {
    emailRequired: 'Inserisci il tuo indirizzo e-mail.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it.',
  },
  signUp: {
    title: 'Crea il tuo account',
    subtitle:
      'Lancia la tua prima demo IA in meno di 10 minuti. Nessuna carta di credito richiesta.',
    submit: 'Crea un account gratuito',
    haveAccount: 'Hai già un account? {link}',
    signInLink: 'Accedi',
  },
  carousel: {
    label: 'Cosa ottieni con {product}',
    previous: 'Slide precedente',
    next: 'Slide successiva',
    goTo: 'Mostra la slide {number}: {title}',
    slideLabel: '{number} di {total}',
    pause: 'Metti in pausa la presentazione',
    play: 'Avvia la presentazione',
    slides: [
      {
        title: 'Analisi in tempo reale',
        description:
          'Segui le demo dal vivo e scopri quali funzionalità ogni visitatore esplora, chiede e approfondisce.',
      },
      {
        title: 'Intelligence sui lead',
        description:
          'Ogni conversazione riceve un punteggio per budget, tempistiche e intenzione d’acquisto, così il team vendite chiama prima le persone giuste.',
      },
      {
        title: 'Insight sul coinvolgimento',
        description:
          'Individua le domande e le obiezioni più frequenti e usale per rendere più incisiva la tua presentazione commerciale.',
      },
    ],
  },
};
