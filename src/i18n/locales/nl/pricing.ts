import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: 'Prijzen',
  metaDescription:
    'Heldere abonnementen voor AI-productdemo’s: start gratis met Base, groei door met Growth of kies Enterprise met een livedemoagent.',
  title: 'Prijzen die meegroeien met je pipeline',
  subtitle:
    'Start gratis, betaal alleen voor de demo’s die je draait en upgrade zodra de vraag groeit.',
  billing: {
    label: 'Factuurperiode',
    monthly: 'Maandelijks',
    yearly: 'Jaarlijks',
    yearlyBadge: '100 demo’s extra gratis',
  },
  card: {
    popular: 'Meest gekozen',
    perMonth: '/maand',
    perYear: '/jaar',
    billedYearly: 'Jaarlijks gefactureerd, 15% korting',
    billedMonthly: 'Maandelijks gefactureerd, altijd opzegbaar',
    demosLabel: 'Demo’s per maand',
    demoOption: '{count} demo’s/maand',
    allowance: '{count} demo’s/maand',
    allowanceBonus: '{count} demo’s/maand + {bonus} bonusdemo’s per jaar',
    quoteTitle: 'Vraag een offerte aan',
    quoteText: 'Volumeprijzen op maat van je team.',
    bookDemo: 'Plan een demo',
    customPrice: 'Op maat',
    customText: 'Onbeperkt volume, met een prijs op maat van je team.',
    includes: 'Wat je krijgt',
    moreInfo: '{feature}: meer info',
  },
  plans: {
    base: {
      description: 'Voor oprichters en kleine teams die voor het eerst AI-demo’s uitproberen.',
      cta: 'Gratis starten',
      features: [
        {
          label: '2 gebruikers',
          info: 'Nodig een collega uit om samen demo’s te maken en te beoordelen.',
        },
        {
          label: '1 demoruimte',
          info: 'Eén livedemoruimte om op je site of via een link te delen.',
        },
        {
          label: 'Beperkte integraties',
          info: 'Koppel je agenda en e-mail, zodat leads binnenkomen waar je al werkt.',
        },
        {
          label: 'Basisanalyses',
          info: 'Weergaven, voltooiingspercentage en de vragen die bezoekers het vaakst stellen.',
        },
      ],
    },
    growth: {
      description: 'Voor sales- en marketingteams die websiteverkeer omzetten in pipeline.',
      cta: 'Gratis uitproberen',
      features: [
        { label: '10 gebruikers', info: 'Sales, marketing en product werken aan dezelfde demo’s.' },
        {
          label: 'Onbeperkt aantal demoruimtes',
          info: 'Een eigen ruimte voor elk product, elk segment en elke campagne.',
        },
        {
          label: 'Integraties en workflows',
          info: 'Synchroniseer gekwalificeerde leads met je CRM en start de opvolging op basis van wat prospects zeggen.',
        },
        {
          label: 'Geavanceerde analyses',
          info: 'Koopintentie, knelpunten en de functies die deals vooruit helpen.',
        },
        {
          label: 'Zonder {product}-branding',
          info: 'Je demo’s tonen alleen jouw merk, zonder logo of badge van {product}.',
        },
      ],
    },
    enterprise: {
      description:
        'Voor bedrijven die een live-agent, maatwerk-AI en volledige begeleiding bij de implementatie willen.',
      cta: 'Neem contact op met sales',
      everythingIn: 'Alles uit Growth, plus:',
      features: [
        { label: 'Eigen domein', info: 'Host je demo’s op demo.jouwbedrijf.nl.' },
        {
          label: 'Eigen huisstijl',
          info: 'Jouw lettertypen, kleuren en logo op elk scherm.',
        },
        {
          label: 'Demoframeworks op maat',
          info: 'Scripts en flows afgestemd op jouw verkoopmethode.',
        },
        {
          label: 'Livedemoagent',
          info: 'Een AI-agent die in realtime praat, klikt en door je product navigeert.',
        },
        {
          label: 'Inrichting en integratie',
          info: 'Ons team bouwt je eerste demo’s en koppelt je tools.',
        },
        {
          label: 'Nieuwste AI-modellen',
          info: 'Vroege toegang tot de nieuwste spraak- en redeneermodellen.',
        },
        {
          label: 'AI-avatar op maat',
          info: 'Een levensechte avatar in de stijl van je merk of naar het voorbeeld van een echt teamlid.',
        },
      ],
    },
  },
  booking: {
    title: 'Twijfel je welk abonnement past?',
    subtitle: 'Kies een moment dat jou uitkomt en een productexpert laat je alles zien.',
    fallback: 'Open de boekingsagenda',
  },
  faq: {
    title: 'Veelgestelde vragen',
    items: [
      {
        question: 'Kan ik later van abonnement wisselen?',
        answer:
          'Ja. Je kunt op elk moment up- of downgraden; de wijziging gaat in vanaf je volgende factuurperiode.',
      },
      {
        question: 'Welke betaalmethoden accepteren jullie?',
        answer:
          'We accepteren alle gangbare creditcards en PayPal. Enterprise-klanten kunnen ook per bankoverschrijving betalen.',
      },
      {
        question: 'Is er een gratis proefperiode?',
        answer:
          'Ja. Elk betaald abonnement heeft een gratis proefperiode van 14 dagen, zonder creditcard.',
      },
      {
        question: 'Wat gebeurt er als ik mijn demolimiet bereik?',
        answer:
          'We laten het je weten als je je limiet nadert, zodat je kunt upgraden of extra demo’s kunt bijkopen wanneer je ze nodig hebt.',
      },
      {
        question: 'Kan ik mijn geld terugkrijgen?',
        answer:
          'Jaarabonnementen hebben een niet-goed-geld-teruggarantie van 30 dagen: zeg je binnen 30 dagen na je eerste jaarbetaling op, dan krijg je het volledige bedrag terug. Maandabonnementen zijn op elk moment opzegbaar en lopen door tot het einde van de betaalde maand.',
      },
    ],
  },
};
