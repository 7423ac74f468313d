import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: 'AI-avatars die je product 24/7 demonstreren',
  metaDescription:
    'AI-avatars en live-AI-agents geven elke bezoeker een realistische productdemo, kwalificeren leads en maken van interesse echte pipeline.',
  hero: {
    eyebrow: 'AI-demoagents voor B2B-teams',
    title: 'AI-avatars die je product demonstreren {highlight}',
    titleWords: ['voor elke bezoeker', 'voor elke lead', 'in elke tijdzone'],
    pitch:
      'Bezoekers zien je product precies op het moment dat ze nieuwsgierig zijn, zonder eerst een afspraak te plannen. {product} kwalificeert elke prospect en zet interesse om in echte verkoopkansen.',
    primaryCta: 'Maak gratis een demo',
    secondaryCta: 'of praat met ons salesteam',
    trustLine: 'Geen creditcard nodig · Binnen 10 minuten live',
  },
  demo: {
    label: 'Liveproductdemo met AI',
    posterAlt: 'Een AI-avatar presenteert een analysedashboard tijdens een liveproductdemo',
    live: 'Nu live',
    join: 'Start de demo',
    joinHint: 'Praat of typ: de AI-avatar antwoordt direct.',
    frameTitle: 'Liveproductdemo met een AI-avatar',
    enterFullscreen: 'Volledig scherm openen',
    exitFullscreen: 'Volledig scherm sluiten',
    skip: 'Demo overslaan en verder scrollen',
    openElsewhere: 'Laadt de demo niet? Open hem in een nieuw tabblad',
  },
  logos: {
    title: 'Deze snelgroeiende bedrijven gingen je voor',
  },
  painPoints: {
    title: 'Verlies geen deals meer door {phrase}',
    phrases: [
      'trage opvolging',
      'gemiste demoafspraken',
      'niet-gekwalificeerde leads',
      'tijdsverschillen',
      'generieke producttours',
      'overbelaste demospecialisten',
    ],
    pause: 'Wisselende zinnen pauzeren',
    play: 'Wisselende zinnen afspelen',
  },
  features: {
    eyebrow: 'Waarom teams voor AI-demo’s kiezen',
    title: 'Zet met AI-demo’s 3× zoveel bezoekers om in gekwalificeerde pipeline',
    subtitle:
      'Eén AI-avatar geeft de demo, kwalificeert en draagt over, zodat je team alleen nog praat met prospects die klaar zijn om te kopen.',
    tryFree: 'Probeer het gratis',
    bookExpert: 'Of plan een demo met een expert',
    cards: [
      {
        title: 'Realistische AI-demo-omgeving',
        headline: 'Geef elke bezoeker een {highlight} van je echte product',
        highlight: 'realistische livedemo',
        subheadline:
          'De avatar klikt door je echte app, beantwoordt vragen hardop en stemt het verhaal af op elke prospect.',
        meta: 'Binnen 10 minuten ingericht met je product-URL',
      },
      {
        title: 'Ken je prospect vóór het eerste gesprek',
        headline: 'Begin elk gesprek {highlight}',
        highlight: 'met een compleet beeld van je prospect',
        subheadline:
          'Bedrijf, rol, budget en harde eisen worden tijdens de demo vastgelegd en samengevat, nog voordat je hallo hebt gezegd.',
        meta: '2,5× meer gekwalificeerde leads',
      },
      {
        title: 'Conversies zonder omkijken, 24/7',
        headline: 'Zet bezoekers {highlight} automatisch om in leads',
        highlight: 'dag en nacht',
        subheadline:
          'Nachtbrakers en bezoekers in andere tijdzones krijgen dezelfde sterke demo, en hun afspraak staat meteen in je agenda.',
        meta: 'Meer dan 80 uur per maand bespaard',
      },
      {
        title: 'Geautomatiseerde workflows op basis van gesprekken',
        headline: 'Start de {highlight} op basis van wat prospects echt zeggen',
        highlight: 'juiste opvolging',
        subheadline:
          'Knelpunten, budget, tijdpad, de match met je ideale klantprofiel, koopintentie en toepassingen komen in je CRM terecht en zetten de volgende stap in gang.',
        meta: '2× snellere opvolging',
      },
      {
        title: 'Weet welke functies omzet opleveren',
        headline: 'Zie per functie {highlight}',
        highlight: 'hoeveel pipeline die oplevert',
        subheadline:
          'Elke vraag en elke klik wordt aan de pipeline gekoppeld, zodat product en marketing precies weten wat deals binnenhaalt.',
        meta: '+38% winrate',
      },
    ],
    illustrations: {
      agentName: 'Ava · AI-demoagent',
      visitorQuestion: 'Kan het synchroniseren met ons CRM?',
      agentAnswer: 'Zeker! Ik laat je de livesynchronisatie meteen zien.',
      screenTitle: 'Pipelineoverzicht',
      profileTitle: 'Prospectprofiel',
      profileRows: [
        { label: 'Bedrijfsgrootte', value: '200–500 medewerkers' },
        { label: 'Beschikbaar budget', value: 'US$ 40.000 per jaar' },
        { label: 'Tijdpad', value: 'Dit kwartaal' },
        { label: 'Koopintentie', value: 'Hoog' },
      ],
      activityTitle: 'Terwijl je team sliep',
      activity: [
        'Demo afgerond · lead gekwalificeerd',
        'Afspraak met sales ingepland',
        'Opvolgmail verstuurd',
      ],
      signals: [
        'Knelpunten',
        'Beschikbaar budget',
        'Tijdpad',
        'Ideaal klantprofiel',
        'Koopintentie',
        'Toepassingen',
      ],
      actions: [
        'Deal aanmaken in CRM',
        'Sales inlichten via chat',
        'Persoonlijke opvolgmail sturen',
      ],
      revenueTitle: 'Pipeline per functie',
      revenueFeatures: ['Analyses', 'Integraties', 'Automatiseringen', 'Rapportages'],
    },
  },
  testimonial: {
    quote:
      '‘Binnen een kwartaal steeg de conversie van onze website met 300%. De AI-avatar geeft om 2 uur ’s nachts een betere demo dan de meesten van ons om 2 uur ’s middags, en elke lead komt al gekwalificeerd binnen.’',
    role: 'Commercieel directeur bij Lumenly',
    label: 'Klantverhaal',
    ratingLabel: 'Beoordeeld met 5 van de 5 sterren',
  },
  roles: {
    eyebrow: 'Gemaakt voor elk team',
    title: 'Eén AI-demo, drie teams die winnen',
    subtitle:
      'Marketing, sales en product halen uit elk gesprek precies de inzichten die ze nodig hebben.',
    tabsLabel: 'Kies een team',
    items: {
      marketing: {
        tab: 'Marketingteams',
        team: 'Voor marketingteams',
        badge: 'Pipelinegroei',
        metric: '3×',
        metricLabel: 'meer betrokkenheid',
        description:
          'Maak van anoniem verkeer meetbare pipeline. Zie welke doelgroepen betrokken zijn, welke boodschappen aanslaan en welke campagnes prospects opleveren die klaar zijn om te kopen.',
        points: ['Doelgroepanalyse', 'Demo-analyses', 'Gespreksanalyse'],
      },
      sales: {
        tab: 'Salesteams',
        team: 'Voor salesteams',
        badge: 'Snellere deals',
        metric: '65%',
        metricLabel: 'kortere salescycli',
        description:
          'Elke lead wordt tijdens de demo gekwalificeerd en gescoord. Je verkopers hoeven geen verkennende gesprekken meer te voeren en besteden hun tijd aan deals die dit kwartaal rond kunnen komen.',
        points: ['Leadkwalificatie', 'Leadscoring', 'Toepassingen'],
      },
      product: {
        tab: 'Productteams',
        team: 'Voor productteams',
        badge: 'Productinzicht',
        metric: '+10.000',
        metricLabel: 'geanalyseerde vragen van prospects',
        description:
          'Hoor in hun eigen woorden waar prospects om vragen. Ontdek ontbrekende functies, verwarrende flows en de mogelijkheden die een deal in jouw voordeel beslissen.',
        points: ['Productinzichten', 'AI-inzichten', 'Klantfeedback'],
      },
    },
  },
  results: {
    eyebrow: 'Resultaten',
    title: 'Dit bereiken onze klanten',
    items: [
      { value: '+38%', label: 'winrate' },
      { value: '80 uur', label: 'of meer bespaard per maand' },
      { value: '2×', label: 'snellere opvolging' },
      { value: '1 maand', label: 'terugverdientijd' },
      { value: '3×', label: 'meer betrokkenheid' },
      { value: '65%', label: 'kortere salescycli' },
      { value: '2,5×', label: 'meer gekwalificeerde leads' },
      { value: '10 min', label: 'of minder om live te gaan met je product-URL' },
    ],
  },
  integrations: {
    eyebrow: 'Integraties',
    title: 'Werkt met de tools die je team al gebruikt',
    subtitle:
      'Gekwalificeerde leads, samenvattingen en vervolgstappen komen terecht waar je team werkt: chat, mail, designtools, je CRM en je agenda.',
    groups: {
      chat: 'Chatapps',
      mail: 'E-mail',
      design: 'Ontwerp',
      crm: 'CRM en sales',
      scheduling: 'Afspraken plannen',
    },
  },
  cta: {
    title: 'Klaar om AI je product te laten demonstreren?',
    text: 'Maak in een paar minuten je eerste AI-demo, of bespreek met ons team een uitrol voor je hele organisatie.',
    primary: 'Maak een demo',
    secondary: 'Plan een gesprek met sales',
  },
  faq: {
    title: 'Veelgestelde vragen',
    items: [
      {
        question: 'Hoe werkt een AI-demo?',
        answer:
          'Je deelt je product-URL en een paar aantekeningen. {product} maakt een AI-avatar die je product kent, het live op het scherm laat zien en vragen van bezoekers beantwoordt via spraak of chat, op je website en op elk moment van de dag.',
      },
      {
        question: 'Hoe lang duurt het instellen?',
        answer:
          'De meeste teams zijn binnen 10 minuten live: plak je product-URL, kies een avatar en plaats de demo met een kort stukje code op je site.',
      },
      {
        question: 'Hoe worden bezoekers gekwalificeerd?',
        answer:
          'Tijdens het gesprek pikt de avatar knelpunten, budget, tijdpad, de match met je ideale klantprofiel, koopintentie en toepassingen op. Elke lead krijgt een score en een samenvatting, en de juiste workflow start automatisch.',
      },
      {
        question: 'Kan het gekoppeld worden aan ons CRM en onze agenda?',
        answer:
          'Ja. Gekwalificeerde leads en gesprekssamenvattingen worden gesynchroniseerd met je CRM, warme leads plannen direct een afspraak in je agenda en meldingen gaan naar je teamchat of inbox.',
      },
      {
        question: 'Kan ik het gratis proberen?',
        answer:
          'Ja. Je kunt gratis een demo maken en upgraden zodra je meer demo’s, gebruikers of geavanceerde analyses nodig hebt. Je hebt geen creditcard nodig om te beginnen.',
      },
    ],
  },
};
