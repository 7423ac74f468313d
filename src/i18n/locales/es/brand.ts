import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: 'Brand guidelines',
  metaDescription: 'Demoly brand guidelines: typography, colours, components and usage rules.',
  title: 'Brand guidelines',
};
