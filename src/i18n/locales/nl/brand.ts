import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: 'Merkrichtlijnen',
  metaDescription:
    'De merkrichtlijnen van {product}: typografie, kleurtokens, componenten en de regels die elke pagina herkenbaar houden.',
  eyebrow: 'Ontwerpsysteem',
  title: 'Merkrichtlijnen',
  subtitle:
    'De letters, kleuren en componenten achter elke pagina van {product}, en hoe je ze goed inzet.',
  contents: 'Op deze pagina',
  typography: {
    title: 'Typografische hiërarchie',
    description:
      'Acht tekststijlen dekken elke behoefte. De grotere stijlen schalen vloeiend mee met het scherm, zodat koppen van telefoon tot desktop in balans blijven.',
    sample: 'Demo’s die verkopen terwijl jij slaapt',
    listLabel: 'Tekststijlen',
    sizeLabel: 'Grootte',
    roles: {
      hero: 'Koppen van landingspagina’s, één per pagina',
      display: 'Paginatitels',
      heading: 'Sectiekoppen',
      subheading: 'Kaarttitels en subsecties',
      lead: 'Introducties onder een kop',
      body: 'Lopende tekst en formulieren',
      caption: 'Labels, metadata en hulpteksten',
      micro: 'Badges, juridische tekst en bovenkopjes',
    },
  },
  fonts: {
    title: 'Lettertypefamilies',
    description:
      'Inter draagt het merk. Systeem- en monospaced lettertypen nemen het over waar snelheid of precisie zwaarder wegen.',
    primary: 'Primair',
    primaryUse:
      'Koppen, interface en lopende tekst, met systeemlettertypen als terugval voor Japans, Koreaans en Chinees.',
    secondary: 'Secundair',
    secondaryUse: 'Code, getallen in tabellen en technische tokens.',
    specimen: 'Elke bezoeker krijgt de perfecte demo.',
    stackLabel: 'Lettertype-stack',
  },
  colors: {
    title: 'Kleurtokens',
    description:
      'Gebruik de semantische tokens, nooit losse hexwaarden, zodat elk scherm consistent en toegankelijk blijft.',
    listLabel: 'Semantische kleuren',
    usage: {
      primary: 'Hoofdacties, links en focusringen',
      secondary: 'Rustige knoppen en secundaire vlakken',
      accent: 'Accenten en promoties, met mate',
      muted: 'Subtiele achtergronden voor kaarten en secties',
      background: 'Het canvas van de pagina',
      foreground: 'Lopende tekst en iconen',
    },
  },
  components: {
    title: 'Componenten',
    description: 'Hergebruik deze bouwstenen in plaats van nieuwe te stylen.',
    buttons: 'Knoppen',
    buttonLabels: {
      default: 'Gratis starten',
      accent: 'Claim de aanbieding',
      outline: 'Plan een demo',
      secondary: 'Meer informatie',
      ghost: 'Annuleren',
      link: 'Lees de gids',
      destructive: 'Demo verwijderen',
      inverse: 'Aan de slag',
    },
    forms: 'Formuliervelden',
    nameLabel: 'Volledige naam',
    namePlaceholder: 'Jan Jansen',
    messageLabel: 'Bericht',
    messagePlaceholder: 'Vertel ons over je product en je klanten.',
    websiteLabel: 'Bedrijfswebsite',
    websiteValue: 'mijn bedrijf',
    websiteError: 'Vul een geldige URL in, zoals https://voorbeeld.nl.',
    disabledLabel: 'Workspace-ID',
    disabledValue: 'Wordt automatisch toegewezen',
    badges: 'Labels',
    badgeLabels: {
      default: 'Nieuw',
      accent: '30% commissie',
      outline: 'Bijgewerkt',
      muted: 'Binnenkort',
      live: 'Nu live',
    },
  },
  rules: {
    title: 'Wel en niet doen',
    description:
      'Een paar regels houden het merk herkenbaar en elke pagina makkelijk te gebruiken.',
    do: 'Wel doen',
    dont: 'Niet doen',
    logoCaption: 'Vrije ruimte: houd rondom het logo minstens de hoogte van het beeldmerk vrij.',
    items: [
      {
        topic: 'Vrije ruimte rond het logo',
        do: 'Houd rondom het logo aan elke kant minstens de hoogte van het beeldmerk vrij.',
        dont: 'Het logo op drukke foto’s plaatsen, uitrekken, een andere kleur geven of omringen met andere elementen.',
      },
      {
        topic: 'Kleurcontrast',
        do: 'Combineer elke kleur met het bijbehorende voorgrondtoken, zodat tekst voldoet aan het WCAG AA-contrast.',
        dont: 'Lichtgrijze tekst op gekleurde achtergronden zetten of betekenis alleen met kleur overbrengen.',
      },
      {
        topic: 'Schrijfstijl',
        do: 'Schrijf helder en zelfverzekerd, begin bij het resultaat voor de klant en onderbouw claims met cijfers.',
        dont: 'Jargon, hype of uitroeptekens in elke zin.',
      },
      {
        topic: 'Typografie',
        do: 'Gebruik één hero- of displaykop per pagina en laat de tekststijlen het ritme bepalen.',
        dont: 'Nieuwe lettergroottes verzinnen of lange alinea’s vet of in hoofdletters zetten.',
      },
      {
        topic: 'Beweging',
        do: 'Houd animaties kort en doelgericht, en respecteer de instelling voor verminderde beweging.',
        dont: 'Automatisch afspelende beweging die niet te pauzeren is of afleidt van de inhoud.',
      },
    ],
  },
};
