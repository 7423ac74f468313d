import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: 'Kommende Events',
    metaDescription: 'Treffen Sie unser Team auf kommenden Events, Meetups und Konferenzen.',
    title: 'Kommende Events',
    text: 'Der Eventkalender folgt in Kürze.',
  },
  templates: {
    metaTitle: 'Demo-Vorlagen',
    metaDescription: 'Fertige KI-Demo-Vorlagen für Vertriebs-, Marketing- und Produktteams.',
    title: 'Demo-Vorlagen',
    text: 'Die Vorlagenbibliothek folgt in Kürze.',
  },
  videos: {
    metaTitle: 'Videos',
    metaDescription: 'Sehen Sie, wie KI-Avatare und Live-Agenten Produkte präsentieren.',
    title: 'Videos',
    text: 'Die Videogalerie folgt in Kürze.',
  },
  webinars: {
    metaTitle: 'Webinare',
    metaDescription:
      'Live-Webinare mit Demo-Profis: So verwandeln Sie mit KI-Demos mehr Besucher in Kunden.',
    title: 'Webinare',
    text: 'Der Webinar-Zeitplan folgt in Kürze.',
  },
};
