import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: 'Prezzi',
  metaDescription:
    'Piani semplici per demo di prodotto con l’IA: parti gratis con Base, cresci con Growth o scegli Enterprise con un agente demo dal vivo.',
  title: 'Prezzi che crescono insieme alla tua pipeline',
  subtitle:
    'Parti gratis, paga solo le demo che usi e passa al piano superiore appena i tuoi potenziali clienti chiedono di più.',
  billing: {
    label: 'Periodo di fatturazione',
    monthly: 'Mensile',
    yearly: 'Annuale',
    yearlyBadge: '100 demo in regalo',
  },
  card: {
    popular: 'Il più scelto',
    perMonth: '/mese',
    perYear: '/anno',
    billedYearly: 'Fatturazione annuale, sconto del 15%',
    billedMonthly: 'Fatturazione mensile, disdici quando vuoi',
    demosLabel: 'Demo al mese',
    demoOption: '{count} demo/mese',
    allowance: '{count} demo/mese',
    allowanceBonus: '{count} demo/mese + {bonus} demo bonus all’anno',
    quoteTitle: 'Richiedi un preventivo',
    quoteText: 'Prezzi a volume su misura per il tuo team.',
    bookDemo: 'Prenota una demo',
    customPrice: 'Su misura',
    customText: 'Volume illimitato, con un prezzo pensato per il tuo team.',
    includes: 'Cosa è incluso',
    moreInfo: '{feature}: dettagli',
  },
  plans: {
    base: {
      description: 'Per startup e piccoli team che provano per la prima volta le demo IA.',
      cta: 'Inizia gratis',
      features: [
        { label: '2 utenti', info: 'Invita un collega per creare e rivedere le demo insieme.' },
        {
          label: '1 sala demo',
          info: 'Uno spazio demo dal vivo da condividere sul tuo sito o tramite link.',
        },
        {
          label: 'Integrazioni limitate',
          info: 'Collega calendario ed e-mail per ricevere i lead dove lavori già.',
        },
        {
          label: 'Analisi di base',
          info: 'Visualizzazioni, tasso di completamento e le domande più frequenti dei visitatori.',
        },
      ],
    },
    growth: {
      description:
        'Per i team vendite e marketing che trasformano il traffico del sito in pipeline.',
      cta: 'Prova gratis',
      features: [
        { label: '10 utenti', info: 'Vendite, marketing e prodotto lavorano sulle stesse demo.' },
        {
          label: 'Sale demo illimitate',
          info: 'Una sala dedicata per ogni prodotto, segmento o campagna.',
        },
        {
          label: 'Integrazioni e workflow',
          info: 'Sincronizza i lead qualificati con il CRM e avvia i follow-up in base a ciò che dicono i potenziali clienti.',
        },
        {
          label: 'Analisi avanzate',
          info: 'Intenzione d’acquisto, criticità e funzionalità che fanno avanzare le trattative.',
        },
        {
          label: 'Senza il marchio {product}',
          info: 'Le tue demo mostrano solo il tuo brand, senza logo o badge di {product}.',
        },
      ],
    },
    enterprise: {
      description:
        'Per le aziende che vogliono un agente dal vivo, un’IA personalizzata e un avvio chiavi in mano.',
      cta: 'Parla con il team vendite',
      everythingIn: 'Tutto ciò che offre Growth, più:',
      features: [
        { label: 'Dominio personalizzato', info: 'Pubblica le demo su demo.tuaazienda.it.' },
        {
          label: 'Branding personalizzato',
          info: 'I tuoi font, i tuoi colori e il tuo logo su ogni schermata.',
        },
        {
          label: 'Framework demo su misura',
          info: 'Script e percorsi costruiti sul tuo metodo di vendita.',
        },
        {
          label: 'Agente demo dal vivo',
          info: 'Un agente IA che parla, clicca e naviga nel tuo prodotto in tempo reale.',
        },
        {
          label: 'Configurazione e integrazione',
          info: 'Il nostro team crea le tue prime demo e collega i tuoi strumenti.',
        },
        {
          label: 'Modelli di IA più recenti',
          info: 'Accesso in anteprima ai nuovi modelli vocali e di ragionamento.',
        },
        {
          label: 'Avatar IA personalizzato',
          info: 'Un avatar realistico ispirato al tuo brand o a una persona del tuo team.',
        },
      ],
    },
  },
  booking: {
    title: 'Non sai quale piano scegliere?',
    subtitle: 'Scegli l’orario che preferisci e un esperto ti guiderà passo dopo passo.',
    fallback: 'Apri il calendario delle prenotazioni',
  },
  faq: {
    title: 'Domande frequenti',
    items: [
      {
        question: 'Posso cambiare piano in seguito?',
        answer:
          'Sì. Puoi passare a un piano superiore o inferiore in qualsiasi momento e la modifica si applica dal ciclo di fatturazione successivo.',
      },
      {
        question: 'Quali metodi di pagamento accettate?',
        answer:
          'Accettiamo le principali carte di credito e PayPal. I clienti Enterprise possono pagare anche con bonifico bancario.',
      },
      {
        question: 'È prevista una prova gratuita?',
        answer:
          'Sì. Tutti i piani a pagamento includono 14 giorni di prova gratuita, senza bisogno di carta di credito.',
      },
      {
        question: 'Cosa succede se raggiungo il limite di demo?',
        answer:
          'Ti avvisiamo quando ti avvicini al limite, così puoi passare a un piano superiore o aggiungere demo extra quando ti servono.',
      },
      {
        question: 'Offrite rimborsi?',
        answer:
          'I piani annuali includono la garanzia soddisfatti o rimborsati di 30 giorni: se disdici entro 30 giorni dal primo pagamento annuale, ti rimborsiamo l’intero importo. I piani mensili si possono disdire in qualsiasi momento e restano attivi fino alla fine del mese pagato.',
      },
    ],
  },
};
