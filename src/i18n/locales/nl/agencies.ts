import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: 'Laat je bureau groeien met AI-gestuurde demo’s',
  metaDescription:
    'White-label AI-demo’s voor bureaus: beheer voor meerdere klanten, geavanceerde analyses en snelle uitrol.',
  hero: {
    eyebrow: 'Voor bureaus',
    title: 'Laat je bureau groeien met AI-gestuurde demo’s',
    subtitle:
      'Geef elke klant een AI-demo die dag en nacht verkoopt, onder jouw merk en vanuit één dashboard.',
    becomePartner: 'Word partner',
    scheduleConsultation: 'Plan een adviesgesprek',
  },
  features: {
    title: 'Alles wat je nodig hebt om AI-demo’s door te verkopen',
    subtitle: 'Sneller live, meer klanten bedienen en resultaten aantonen, zonder extra personeel.',
    items: [
      {
        title: 'White-label-oplossingen',
        description:
          'Lever demo’s onder je eigen merk, met jouw logo, kleuren en domein op elk scherm.',
      },
      {
        title: 'Beheer voor meerdere klanten',
        description:
          'Beheer alle klantaccounts vanuit één dashboard, met gescheiden werkruimtes, gebruikers en data.',
      },
      {
        title: 'Geavanceerde analyses',
        description:
          'Laat elke klant zien welke leads, koopsignalen en omzet zijn demo’s opleveren, in rapporten die direct te delen zijn.',
      },
      {
        title: 'Snelle uitrol',
        description:
          'Van product-URL naar live-AI-demo in minder dan tien minuten, en daarna uitrollen bij al je klanten.',
      },
    ],
  },
  checklist: {
    title: 'Vanaf dag één gebouwd voor bureaus',
    subtitle: 'De tools, ondersteuning en programma’s waarmee onze partners groeien.',
    items: [
      'Strikt gescheiden omgevingen per klant',
      'Eigen huisstijl en domein',
      'Tools om demo’s in bulk te maken',
      'Rapportage op bureauniveau',
      'Partnersupport met voorrang',
      'Omzetdeling',
      'Training en certificering',
      'Gezamenlijke marketingprogramma’s',
    ],
  },
  testimonials: {
    title: 'Bureaus die groeien met {product}',
    rating: 'Beoordeeld met {rating} van de 5 sterren',
    items: [
      {
        quote:
          'We hebben in één maand AI-demo’s live gezet voor twaalf klanten. Het aantal gekwalificeerde leads steeg overal, en dankzij white-label zien klanten ons merk, niet dat van een ander.',
        role: 'Oprichter, Northwind Digital',
      },
      {
        quote:
          'Vroeger ging elke vrijdag op aan rapportages. Nu ziet elke klant precies welke pipeline zijn demo’s opleveren, en we hebben nog nooit zo weinig klanten verloren.',
        role: 'Groeimanager, Brightpath Agency',
      },
    ],
  },
  cta: {
    title: 'Klaar om je bureau te laten groeien?',
    subtitle:
      'Sluit je aan bij het partnerprogramma en geef je klanten demo’s die verkopen terwijl zij slapen.',
    apply: 'Meld je aan als partner',
    guide: 'Vraag de partnergids aan',
    guideHint: 'We mailen je de gids',
    guideSubject: 'Aanvraag partnergids',
    guideBody:
      'Hallo, kunnen jullie mij de partnergids van {product} sturen? Naam van het bureau: ',
  },
};
