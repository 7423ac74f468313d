import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  metaTitle: 'Legal',
  metaDescription: 'Demoly legal information.',
  title: 'Legal',
};
