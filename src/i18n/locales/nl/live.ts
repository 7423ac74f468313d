import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live: de AI-agent voor livedemo’s',
  metaDescription:
    '{product} Live is een realtime AI-agent die je product presenteert, erdoorheen klikt en voor elke bezoeker laat zien wat telt.',
  banner: {
    label: 'Aankondiging',
    text: 'Maak kennis met {product} Live',
    learnMore: 'Meer informatie',
    dismiss: 'Aankondiging sluiten',
  },
  hero: {
    eyebrow: 'Nieuw',
    title: 'Maak kennis met {product} Live, de AI-agent die je product live demonstreert',
    subtitle:
      'Hij praat met je prospects, klikt door je echte product en laat zien wat voor hen belangrijk is, in realtime, bij elk bezoek.',
    seeItLive: 'Bekijk het live',
    watchVideo: 'Bekijk de video',
    imageAlt:
      'Een {product} Live-agent presenteert een productdashboard terwijl de cursor op een uitgelichte grafiek klikt',
  },
  video: {
    title: '{product} Live in actie',
    description:
      'Zie hoe de live-agent een complete productdemo geeft, van de eerste vraag tot de geboekte afspraak.',
    frameTitle: 'Productvideo van {product} Live',
    close: 'Video sluiten',
    openElsewhere: 'Speelt de video niet af? Open hem in een nieuw tabblad',
  },
  highlights: {
    title: 'Een demo zoals je beste verkoper hem geeft',
    items: [
      {
        title: 'Pitchen als een pro',
        description:
          'De agent vertelt jouw verhaal in jouw woorden, speelt in op elke vraag en heeft nooit een slechte dag.',
      },
      {
        title: 'Klikken en navigeren',
        description:
          'Hij bedient je echte product, opent schermen en voert workflows uit terwijl hij ze uitlegt.',
      },
      {
        title: 'Laten zien en uitlichten',
        description:
          'Hij licht de functies uit die elke prospect belangrijk vindt, zodat de waarde in seconden duidelijk is, zonder slides.',
      },
    ],
  },
  benefits: {
    title: 'Wat {product} Live je oplevert',
    subtitle:
      'Alles wat een demo door een mens goed maakt, voor elke bezoeker en op elk moment van de dag.',
    items: [
      {
        title: 'Een echte live-agent',
        description:
          'Geen opname, maar een live-agent die luistert, antwoordt en direct reageert op elke prospect.',
      },
      {
        title: 'Eenvoudiger in te richten',
        description:
          'Deel je product-URL en je agent staat binnen enkele minuten klaar, zonder scripts of video-opnames.',
      },
      {
        title: 'Ontdekken in eigen tempo',
        description:
          'Prospects verkennen je product in hun eigen tempo en krijgen direct antwoord, zonder op een afspraak te wachten.',
      },
      {
        title: 'Meer conversies',
        description:
          'Gekwalificeerde bezoekers boeken een gesprek terwijl de interesse hoog is, en je team kent hun behoeften al.',
      },
    ],
  },
  cta: {
    title: 'Klaar om je demo’s te vernieuwen?',
    subtitle: 'Zet vandaag nog je eerste live-AI-demo online. Geen creditcard nodig.',
    button: 'Begin vandaag nog',
  },
};
