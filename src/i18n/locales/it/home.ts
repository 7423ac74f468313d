import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: 'Avatar IA che presentano il tuo prodotto 24 ore su 24',
  metaDescription:
    'Avatar IA e agenti IA dal vivo offrono a ogni visitatore una demo realistica del prodotto, lo qualificano e trasformano l’interesse in pipeline.',
  hero: {
    eyebrow: 'Agenti demo IA per team B2B',
    title: 'Avatar IA che presentano il tuo prodotto a {highlight}',
    titleWords: ['ogni visitatore', 'ogni lead', 'qualsiasi ora'],
    pitch:
      'I visitatori vedono il tuo prodotto nel momento esatto in cui sono curiosi, senza dover fissare un appuntamento. {product} qualifica ogni potenziale cliente e trasforma l’interesse in vere opportunità di vendita.',
    primaryCta: 'Crea gratis la tua demo',
    secondaryCta: 'oppure parla con il nostro team vendite',
    trustLine: 'Nessuna carta di credito · Online in meno di 10 minuti',
  },
  demo: {
    label: 'Demo di prodotto IA dal vivo',
    posterAlt:
      'Un avatar IA presenta una dashboard di analisi durante una demo di prodotto dal vivo',
    live: 'In diretta',
    join: 'Partecipa alla demo',
    joinHint: 'Parla o scrivi: l’avatar IA risponde in tempo reale.',
    frameTitle: 'Demo di prodotto dal vivo con un avatar IA',
    enterFullscreen: 'Apri a schermo intero',
    exitFullscreen: 'Esci dallo schermo intero',
    skip: 'Salta la demo e continua a scorrere',
    openElsewhere: 'La demo non si carica? Aprila in una nuova scheda',
  },
  logos: {
    title: 'Scelto dai team vendite e marketing di aziende in forte crescita',
  },
  painPoints: {
    title: 'Basta perdere trattative per colpa di {phrase}',
    phrases: [
      'follow-up lenti',
      'demo a cui nessuno si presenta',
      'lead non qualificati',
      'fusi orari diversi',
      'presentazioni di prodotto generiche',
      'tecnici di prevendita oberati',
    ],
    pause: 'Metti in pausa le frasi a rotazione',
    play: 'Riprendi le frasi a rotazione',
  },
  features: {
    eyebrow: 'Perché sceglierci',
    title: 'Con le demo IA, il triplo dei visitatori diventa pipeline di vendita qualificata',
    subtitle:
      'Un solo avatar IA presenta, qualifica e passa il testimone: il tuo team parla solo con potenziali clienti pronti a decidere.',
    tryFree: 'Provalo gratis',
    bookExpert: 'Oppure prenota una demo con un esperto',
    cards: [
      {
        title: 'Ambiente demo IA realistico',
        headline: 'Offri a ogni visitatore una {highlight} del tuo vero prodotto',
        highlight: 'demo dal vivo realistica',
        subheadline:
          'L’avatar naviga nella tua app reale, risponde alle domande a voce e adatta il racconto a ogni potenziale cliente.',
        meta: 'Configurazione in meno di 10 minuti partendo dall’URL del prodotto',
      },
      {
        title: 'Conosci il potenziale cliente prima del primo incontro',
        headline: 'Arriva a ogni appuntamento {highlight}',
        highlight: 'sapendo già chi hai davanti',
        subheadline:
          'Azienda, ruolo, budget e requisiti chiave vengono raccolti durante la demo e riassunti prima ancora che tu lo saluti.',
        meta: 'Lead qualificati moltiplicati per 2,5',
      },
      {
        title: 'Conversioni automatiche, 24 ore su 24',
        headline: 'Trasforma i visitatori in clienti {highlight}, in automatico',
        highlight: 'a qualsiasi ora',
        subheadline:
          'Chi visita il sito di notte o da un altro fuso orario riceve la stessa ottima demo, con un appuntamento fissato direttamente nel tuo calendario.',
        meta: 'Oltre 80 ore risparmiate ogni mese',
      },
      {
        title: 'Workflow automatici basati sulle conversazioni',
        headline: 'Avvia il {highlight} in base a ciò che i potenziali clienti dicono davvero',
        highlight: 'follow-up giusto',
        subheadline:
          'Criticità, budget, tempistiche, corrispondenza al profilo di cliente ideale, intenzione d’acquisto e casi d’uso finiscono nel tuo CRM e fanno partire il passo successivo.',
        meta: 'Follow-up in metà tempo',
      },
      {
        title: 'Le funzionalità che fanno vendere',
        headline: 'Scopri quali funzionalità {highlight}',
        highlight: 'generano fatturato',
        subheadline:
          'Ogni domanda e ogni clic sono collegati alla pipeline, così prodotto e marketing sanno esattamente cosa fa chiudere i contratti.',
        meta: '+38% nel tasso di chiusura',
      },
    ],
    illustrations: {
      agentName: 'Ava · agente demo IA',
      visitorQuestion: 'Si sincronizza con il nostro CRM?',
      agentAnswer: 'Sì! Ti mostro subito la sincronizzazione dal vivo.',
      screenTitle: 'Panoramica della pipeline',
      profileTitle: 'Profilo del lead',
      profileRows: [
        { label: 'Dimensione azienda', value: '200–500 dipendenti' },
        { label: 'Budget disponibile', value: '40.000 USD l’anno' },
        { label: 'Tempistica', value: 'Questo trimestre' },
        { label: 'Intenzione d’acquisto', value: 'Alta' },
      ],
      activityTitle: 'Mentre il tuo team dormiva',
      activity: [
        'Demo completata · lead qualificato',
        'Incontro fissato con le vendite',
        'Follow-up inviato',
      ],
      signals: [
        'Criticità',
        'Budget disponibile',
        'Tempistiche',
        'Profilo ideale',
        'Intenzione d’acquisto',
        'Casi d’uso',
      ],
      actions: [
        'Crea trattativa nel CRM',
        'Avvisa le vendite in chat',
        'Invia follow-up su misura',
      ],
      revenueTitle: 'Contributo alla pipeline per funzionalità',
      revenueFeatures: ['Analisi', 'Integrazioni', 'Automazioni', 'Report'],
    },
  },
  testimonial: {
    quote:
      '«In un solo trimestre la conversione del nostro sito è cresciuta del 300%. L’avatar IA presenta il nostro prodotto alle 2 di notte meglio di quanto la maggior parte di noi faccia alle 2 del pomeriggio, e ogni lead arriva già qualificato.»',
    role: 'Direttrice commerciale, Lumenly',
    label: 'La parola ai clienti',
    ratingLabel: 'Valutazione: 5 su 5',
  },
  roles: {
    eyebrow: 'Pensato per ogni team',
    title: 'Una demo IA, tre team vincenti',
    subtitle:
      'Marketing, vendite e prodotto ricavano da ogni conversazione esattamente le informazioni che servono.',
    tabsLabel: 'Team',
    items: {
      marketing: {
        tab: 'Team marketing',
        team: 'Per i team marketing',
        badge: 'Crescita della pipeline',
        metric: '3 volte',
        metricLabel: 'più coinvolgimento',
        description:
          'Trasforma il traffico anonimo in pipeline misurabile. Scopri quali pubblici interagiscono, quali messaggi funzionano e quali campagne portano potenziali clienti pronti ad acquistare.',
        points: ['Analisi del pubblico', 'Analisi delle demo', 'Analisi delle conversazioni'],
      },
      sales: {
        tab: 'Team vendite',
        team: 'Per i team vendite',
        badge: 'Chiusure più rapide',
        metric: '65%',
        metricLabel: 'in meno sul ciclo di vendita',
        description:
          'Ogni lead viene qualificato e valutato mentre la demo è in corso. I tuoi commerciali saltano le chiamate conoscitive e si dedicano alle trattative che possono chiudersi in questo trimestre.',
        points: ['Qualificazione dei lead', 'Punteggio dei lead', 'Casi d’uso'],
      },
      product: {
        tab: 'Team prodotto',
        team: 'Per i team prodotto',
        badge: 'Insight di prodotto',
        metric: 'Oltre 10.000',
        metricLabel: 'domande dei potenziali clienti analizzate',
        description:
          'Ascolta cosa chiedono i potenziali clienti, con parole loro. Individua funzionalità mancanti, flussi poco chiari e le capacità che fanno pendere la trattativa dalla tua parte.',
        points: ['Intelligence di prodotto', 'Insight IA', 'Feedback dei clienti'],
      },
    },
  },
  results: {
    eyebrow: 'Risultati',
    title: 'I numeri dei nostri clienti',
    items: [
      { value: '+38%', label: 'nel tasso di chiusura' },
      { value: 'Oltre 80', label: 'ore risparmiate ogni mese' },
      { value: '2 volte', label: 'più veloci nei follow-up' },
      { value: '1 mese', label: 'per ripagare l’investimento' },
      { value: '3 volte', label: 'più coinvolgimento' },
      { value: '65%', label: 'in meno sul ciclo di vendita' },
      { value: '2,5 volte', label: 'più lead qualificati' },
      { value: '10 min', label: 'al massimo per partire dall’URL del prodotto' },
    ],
  },
  integrations: {
    eyebrow: 'Integrazioni',
    title: 'Funziona con gli strumenti che il tuo team usa già',
    subtitle:
      'Lead qualificati, riepiloghi e prossimi passi arrivano dove lavora il tuo team: chat, e-mail, strumenti di design, CRM e calendario.',
    groups: {
      chat: 'Messaggistica',
      mail: 'E-mail',
      design: 'Grafica',
      crm: 'CRM e vendite',
      scheduling: 'Appuntamenti',
    },
  },
  cta: {
    title: 'Vuoi che sia l’IA a presentare il tuo prodotto?',
    text: 'Crea la tua prima demo IA in pochi minuti oppure parla con il nostro team di un’adozione in tutta l’azienda.',
    primary: 'Crea una demo',
    secondary: 'Prenota una chiamata con il team vendite',
  },
  faq: {
    title: 'Domande frequenti',
    items: [
      {
        question: 'Come funziona una demo IA?',
        answer:
          'Condividi l’URL del tuo prodotto e qualche nota. {product} crea un avatar IA che conosce il tuo prodotto, lo mostra dal vivo sullo schermo e risponde ai visitatori a voce o in chat, sul tuo sito, a qualsiasi ora.',
      },
      {
        question: 'Quanto tempo richiede la configurazione?',
        answer:
          'La maggior parte dei team è online in meno di 10 minuti: incolla l’URL del prodotto, scegli un avatar e integra la demo nel tuo sito con poche righe di codice.',
      },
      {
        question: 'Come vengono qualificati i visitatori?',
        answer:
          'Durante la conversazione l’avatar rileva criticità, budget, tempistiche, corrispondenza al profilo di cliente ideale, intenzione d’acquisto e casi d’uso. Ogni lead riceve un punteggio e un riepilogo, e il workflow giusto parte in automatico.',
      },
      {
        question: 'Si collega al nostro CRM e al calendario?',
        answer:
          'Sì. Lead qualificati e riepiloghi delle conversazioni si sincronizzano con il tuo CRM, i lead più caldi prenotano un incontro direttamente nel tuo calendario e gli avvisi arrivano nella chat del team o nella tua casella di posta.',
      },
      {
        question: 'Posso provarlo gratis?',
        answer:
          'Sì. Puoi creare una demo gratuitamente e passare a un piano superiore quando ti servono più demo, utenti o analisi avanzate. Per iniziare non serve la carta di credito.',
      },
    ],
  },
};
