import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live: der KI-Agent für Live-Demos',
  metaDescription:
    '{product} Live ist ein KI-Agent in Echtzeit, der Ihr Produkt präsentiert, durch die Oberfläche klickt und für jeden Besucher das Wichtigste hervorhebt.',
  banner: {
    label: 'Ankündigung',
    text: 'Neu: {product} Live',
    learnMore: 'Mehr erfahren',
    dismiss: 'Ankündigung schließen',
  },
  hero: {
    eyebrow: 'Neu',
    title: '{product} Live: der KI-Agent, der Ihr Produkt live vorführt',
    subtitle:
      'Er spricht mit Ihren Interessenten, klickt sich durch Ihr echtes Produkt und hebt hervor, was für sie zählt – in Echtzeit, bei jedem Besuch.',
    seeItLive: 'Live erleben',
    watchVideo: 'Video ansehen',
    imageAlt:
      'Ein {product}-Live-Agent präsentiert ein Produkt-Dashboard, sein Mauszeiger klickt auf ein hervorgehobenes Diagramm',
  },
  video: {
    title: '{product} Live in Aktion',
    description:
      'Sehen Sie, wie der Live-Agent eine komplette Produktdemo führt – von der ersten Frage bis zum gebuchten Termin.',
    frameTitle: 'Produktvideo zu {product} Live',
    close: 'Video schließen',
    openElsewhere: 'Video startet nicht? In neuem Tab öffnen',
  },
  highlights: {
    title: 'Eine Demo wie von Ihrem besten Vertriebsprofi',
    items: [
      {
        title: 'Überzeugen wie ein Profi',
        description:
          'Der Agent erzählt Ihre Geschichte in Ihren Worten, geht auf jede Frage ein und hat nie einen schlechten Tag.',
      },
      {
        title: 'Klicken und navigieren',
        description:
          'Er bedient Ihr echtes Produkt, öffnet Ansichten und führt Workflows aus, während er sie erklärt.',
      },
      {
        title: 'Zeigen und hervorheben',
        description:
          'Er rückt die Funktionen in den Fokus, die jedem Interessenten wichtig sind – so wird der Nutzen in Sekunden klar, ganz ohne Folien.',
      },
    ],
  },
  benefits: {
    title: 'Was für {product} Live spricht',
    subtitle:
      'Alles, was eine gute persönliche Demo ausmacht – für jeden Besucher, zu jeder Uhrzeit.',
    items: [
      {
        title: 'Ein echter Live-Agent',
        description:
          'Keine Aufzeichnung, sondern ein Live-Agent, der zuhört, antwortet und auf jeden Interessenten unmittelbar eingeht.',
      },
      {
        title: 'Schneller eingerichtet',
        description:
          'Produkt-URL teilen, und Ihr Agent ist in Minuten bereit – ohne Skripte oder Videodrehs.',
      },
      {
        title: 'Ein besseres Demo-Erlebnis',
        description:
          'Interessenten erkunden Ihr Produkt im eigenen Tempo und bekommen sofort Antworten, statt auf einen Termin zu warten.',
      },
      {
        title: 'Mehr gebuchte Termine',
        description:
          'Qualifizierte Besucher buchen Gespräche, solange das Interesse hoch ist – und Ihr Team kennt ihren Bedarf schon vorher.',
      },
    ],
  },
  cta: {
    title: 'Bereit, Ihre Demos neu zu denken?',
    subtitle: 'Starten Sie noch heute Ihre erste Live-KI-Demo. Keine Kreditkarte nötig.',
    button: 'Noch heute starten',
  },
};
