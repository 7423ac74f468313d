import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live: l’agente IA per le demo dal vivo',
  metaDescription:
    '{product} Live è un agente IA in tempo reale che presenta il tuo prodotto, lo esplora e mette in evidenza ciò che conta per ogni visitatore.',
  banner: {
    label: 'Annuncio',
    text: 'Ecco {product} Live',
    learnMore: 'Scopri di più',
    dismiss: 'Chiudi l’annuncio',
  },
  hero: {
    eyebrow: 'Novità',
    title: 'Ecco {product} Live, l’agente IA che presenta il tuo prodotto dal vivo',
    subtitle:
      'Parla con i tuoi potenziali clienti, naviga nel tuo prodotto reale e mette in risalto ciò che conta per loro, in tempo reale, a ogni visita.',
    seeItLive: 'Guardalo dal vivo',
    watchVideo: 'Guarda il video',
    imageAlt:
      'Un agente {product} Live presenta una dashboard di prodotto mentre il cursore clicca su un grafico evidenziato',
  },
  video: {
    title: '{product} Live in azione',
    description:
      'Guarda l’agente condurre una demo completa, dalla prima domanda all’appuntamento prenotato.',
    frameTitle: 'Video di presentazione di {product} Live',
    close: 'Chiudi il video',
    openElsewhere: 'Il video non parte? Aprilo in una nuova scheda',
  },
  highlights: {
    title: 'Una demo all’altezza del tuo miglior venditore',
    items: [
      {
        title: 'Presenta da professionista',
        description:
          'L’agente racconta la tua storia con le tue parole, si adatta a ogni domanda e non ha mai una giornata storta.',
      },
      {
        title: 'Clicca e naviga',
        description:
          'Usa il tuo prodotto reale: apre le schermate ed esegue i flussi mentre li spiega.',
      },
      {
        title: 'Mostra ed evidenzia',
        description:
          'Mette in luce le funzionalità che interessano a ogni potenziale cliente, così il valore arriva in pochi secondi, senza slide.',
      },
    ],
  },
  benefits: {
    title: 'Perché i team scelgono {product} Live',
    subtitle:
      'Il meglio di una demo guidata da una persona, disponibile per ogni visitatore a qualsiasi ora.',
    items: [
      {
        title: 'Un vero agente dal vivo',
        description:
          'Non è una registrazione: è un agente dal vivo che ascolta, risponde e reagisce a ogni interlocutore sul momento.',
      },
      {
        title: 'Più facile da configurare',
        description:
          'Condividi l’URL del prodotto e il tuo agente è pronto in pochi minuti, senza copioni né riprese video.',
      },
      {
        title: 'Un’esperienza migliore per chi guarda',
        description:
          'I potenziali clienti esplorano con i propri tempi e ricevono risposte dirette, senza aspettare una riunione.',
      },
      {
        title: 'Più conversioni',
        description:
          'I visitatori qualificati prenotano una chiamata quando l’interesse è al massimo, e il tuo team conosce già le loro esigenze.',
      },
    ],
  },
  cta: {
    title: 'Vuoi trasformare le tue demo?',
    subtitle: 'Lancia oggi la tua prima demo IA dal vivo. Nessuna carta di credito richiesta.',
    button: 'Inizia oggi',
  },
};
