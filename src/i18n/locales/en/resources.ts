/** The four resources placeholders. */
export const resources = {
  events: {
    metaTitle: 'Upcoming Events',
    metaDescription: 'Meet our team at upcoming events, meetups and conferences.',
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
