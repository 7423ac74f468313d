import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: 'Fai crescere la tua agenzia con demo basate sull’IA',
  metaDescription:
    'Demo IA in white label per agenzie: gestione multi-cliente, analisi avanzate e attivazione rapida.',
  hero: {
    eyebrow: 'Per le agenzie',
    title: 'Fai crescere la tua agenzia con demo basate sull’IA',
    subtitle:
      'Offri a ogni cliente una demo IA che vende a ogni ora, con il tuo brand e da un’unica dashboard.',
    becomePartner: 'Diventa partner',
    scheduleConsultation: 'Prenota una consulenza',
  },
  features: {
    title: 'Tutto ciò che serve per rivendere demo IA',
    subtitle: 'Lancia prima, gestisci più clienti e dimostra i risultati senza ampliare il team.',
    items: [
      {
        title: 'Soluzioni white label',
        description:
          'Consegna demo con il tuo brand: logo, colori e dominio tuoi su ogni schermata.',
      },
      {
        title: 'Gestione multi-cliente',
        description:
          'Gestisci tutti gli account da un’unica dashboard, con spazi di lavoro, utenti e dati separati.',
      },
      {
        title: 'Analisi avanzate',
        description:
          'Mostra a ogni cliente lead, segnali d’interesse e fatturato generati dalle sue demo, in report pronti da condividere.',
      },
      {
        title: 'Attivazione rapida',
        description:
          'Dall’URL del prodotto a una demo IA dal vivo in meno di dieci minuti, poi replicala su tutti i clienti.',
      },
    ],
  },
  checklist: {
    title: 'Pensato per le agenzie, fin dal primo giorno',
    subtitle: 'Gli strumenti, il supporto e i programmi che aiutano i nostri partner a crescere.',
    items: [
      'Dati dei clienti rigorosamente separati',
      'Brand e dominio personalizzati',
      'Strumenti per creare demo in blocco',
      'Report a livello di agenzia',
      'Supporto prioritario per i partner',
      'Condivisione dei ricavi',
      'Formazione e certificazione',
      'Programmi di co-marketing',
    ],
  },
  testimonials: {
    title: 'Agenzie che crescono con {product}',
    rating: 'Valutazione: {rating} su 5',
    items: [
      {
        quote:
          'Abbiamo lanciato demo IA per dodici clienti in un solo mese. I lead qualificati sono aumentati ovunque e, grazie al white label, i clienti vedono il nostro brand, non quello di qualcun altro.',
        role: 'Fondatrice, Northwind Digital',
      },
      {
        quote:
          'I report ci rubavano tutti i venerdì. Ora ogni cliente vede con chiarezza la pipeline generata dalle sue demo e la nostra fidelizzazione non è mai stata così alta.',
        role: 'Responsabile crescita, Brightpath Agency',
      },
    ],
  },
  cta: {
    title: 'Vuoi far crescere la tua agenzia?',
    subtitle:
      'Entra nel programma partner e offri ai tuoi clienti demo che vendono mentre dormono.',
    apply: 'Candidati come partner',
    guide: 'Richiedi la guida per i partner',
    guideHint: 'Ti invieremo la guida via e-mail',
    guideSubject: 'Richiesta guida per i partner',
    guideBody: 'Ciao, potete inviarmi la guida per i partner di {product}? Nome dell’agenzia: ',
  },
};
