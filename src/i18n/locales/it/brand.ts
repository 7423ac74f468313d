import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: 'Linee guida del brand',
  metaDescription:
    'Le linee guida del brand {product}: tipografia, token di colore, componenti e regole che rendono ogni pagina coerente con il marchio.',
  eyebrow: 'Sistema di design',
  title: 'Linee guida del brand',
  subtitle: 'Caratteri, colori e componenti di ogni pagina {product}, e come usarli al meglio.',
  contents: 'In questa pagina',
  typography: {
    title: 'Gerarchia tipografica',
    description:
      'Otto stili di testo coprono ogni esigenza. Quelli più grandi si adattano in modo fluido allo schermo, così i titoli restano equilibrati dallo smartphone al desktop.',
    sample: 'Demo che vendono mentre dormi',
    listLabel: 'Stili di testo',
    sizeLabel: 'Dimensione',
    roles: {
      hero: 'Titoli delle landing page, uno per pagina',
      display: 'Titoli di pagina',
      heading: 'Titoli di sezione',
      subheading: 'Titoli di card e sottosezioni',
      lead: 'Testi introduttivi sotto un titolo',
      body: 'Testo corrente e moduli',
      caption: 'Etichette, metadati e testi di aiuto',
      micro: 'Badge, note legali e occhielli',
    },
  },
  fonts: {
    title: 'Famiglie di caratteri',
    description:
      'Inter dà voce al brand. I caratteri di sistema e monospaziati subentrano quando contano di più velocità o precisione.',
    primary: 'Principale',
    primaryUse:
      'Titoli, interfaccia e testo corrente, con caratteri di sistema di riserva per giapponese, coreano e cinese.',
    secondary: 'Secondario',
    secondaryUse: 'Codice, numeri nelle tabelle e token tecnici.',
    specimen: 'Ogni visitatore riceve la demo perfetta.',
    stackLabel: 'Stack di caratteri',
  },
  colors: {
    title: 'Token di colore',
    description:
      'Usa i token semantici, mai valori esadecimali diretti, perché ogni schermata resti coerente e accessibile.',
    listLabel: 'Colori semantici',
    usage: {
      primary: 'Azioni principali, link e indicatori di focus',
      secondary: 'Pulsanti discreti e superfici secondarie',
      accent: 'Evidenziazioni e promozioni, con parsimonia',
      muted: 'Sfondi tenui per card e sezioni',
      background: 'Lo sfondo della pagina',
      foreground: 'Testo corrente e icone',
    },
  },
  components: {
    title: 'Componenti',
    description: 'Riutilizza questi elementi invece di crearne di nuovi.',
    buttons: 'Pulsanti',
    buttonLabels: {
      default: 'Inizia gratis',
      accent: 'Approfitta dell’offerta',
      outline: 'Prenota una demo',
      secondary: 'Scopri di più',
      ghost: 'Annulla',
      link: 'Leggi la guida',
      destructive: 'Elimina demo',
      inverse: 'Inizia ora',
    },
    forms: 'Campi dei moduli',
    nameLabel: 'Nome e cognome',
    namePlaceholder: 'Mario Rossi',
    messageLabel: 'Messaggio',
    messagePlaceholder: 'Parlaci del tuo prodotto e dei tuoi clienti.',
    websiteLabel: 'Sito web aziendale',
    websiteValue: 'la mia azienda',
    websiteError: 'Inserisci un URL valido, ad esempio https://esempio.it.',
    disabledLabel: 'ID workspace',
    disabledValue: 'Assegnato automaticamente',
    badges: 'Badge',
    badgeLabels: {
      default: 'Novità',
      accent: '30% di commissione',
      outline: 'Aggiornato',
      muted: 'In arrivo',
      live: 'In diretta',
    },
  },
  rules: {
    title: 'Cosa fare e cosa evitare',
    description: 'Poche regole mantengono il brand riconoscibile e ogni pagina facile da usare.',
    do: 'Da fare',
    dont: 'Da evitare',
    logoCaption: 'Area di rispetto: lascia libero intorno al logo almeno l’altezza del simbolo.',
    items: [
      {
        topic: 'Area di rispetto del logo',
        do: 'Lascia intorno al logo uno spazio libero pari almeno all’altezza del simbolo su ogni lato.',
        dont: 'Posizionare il logo su foto confuse, deformarlo, cambiarne il colore o affollarlo con altri elementi.',
      },
      {
        topic: 'Contrasto cromatico',
        do: 'Abbina ogni colore al suo token di primo piano, così il testo rispetta il contrasto WCAG AA.',
        dont: 'Usare testo grigio chiaro su sfondi colorati o comunicare un significato solo con il colore.',
      },
      {
        topic: 'Tono di voce',
        do: 'Scrivi in modo chiaro e sicuro, parti dal risultato per il cliente e supporta le affermazioni con i numeri.',
        dont: 'Usare gergo, enfasi eccessiva o punti esclamativi in ogni frase.',
      },
      {
        topic: 'Tipografia',
        do: 'Usa un solo titolo hero o display per pagina e lascia che gli stili di testo diano il ritmo.',
        dont: 'Inventare nuove dimensioni dei caratteri o comporre lunghi paragrafi in grassetto o in maiuscolo.',
      },
      {
        topic: 'Animazioni',
        do: 'Mantieni le animazioni brevi e mirate e rispetta l’impostazione di movimento ridotto.',
        dont: 'Avviare automaticamente animazioni che non si possono mettere in pausa o che distraggono dal contenuto.',
      },
    ],
  },
};
