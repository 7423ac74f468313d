import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: 'Upcoming Events',
    metaDescription: 'Meet the Demoly team at upcoming events, meetups and conferences.',
    title: 'Upcoming Events',
    text: 'Events calendar coming soon.',
  },
  templates: {
    metaTitle: 'Demo Templates',
    metaDescription: 'Ready-made AI demo templates for sales, marketing and product teams.',
    title: 'Demo Templates',
    text: 'Template library coming soon.',
  },
  videos: {
    metaTitle: 'Videos',
    metaDescription: 'Watch AI avatars and live agents give product demos.',
    title: 'Videos',
    text: 'Video gallery coming soon.',
  },
  webinars: {
    metaTitle: 'Webinars',
    metaDescription: 'Live webinars with demo experts on converting visitors with AI demos.',
    title: 'Webinars',
    text: 'Webinar schedule coming soon.',
  },
};
