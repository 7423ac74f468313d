import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: 'Komende evenementen',
    metaDescription: 'Ontmoet ons team op komende evenementen, meetups en congressen.',
    title: 'Komende evenementen',
    text: 'De evenementenkalender verschijnt binnenkort.',
  },
  templates: {
    metaTitle: 'Demotemplates',
    metaDescription: 'Kant-en-klare AI-demotemplates voor sales-, marketing- en productteams.',
    title: 'Demotemplates',
    text: 'De templatebibliotheek verschijnt binnenkort.',
  },
  videos: {
    metaTitle: 'Video’s',
    metaDescription: 'Bekijk hoe AI-avatars en live-agents producten demonstreren.',
    title: 'Video’s',
    text: 'De videogalerij verschijnt binnenkort.',
  },
  webinars: {
    metaTitle: 'Webinars',
    metaDescription:
      'Livewebinars met demo-experts: zo zet je met AI-demo’s meer bezoekers om in leads.',
    title: 'Webinars',
    text: 'Het webinarschema verschijnt binnenkort.',
  },
};
