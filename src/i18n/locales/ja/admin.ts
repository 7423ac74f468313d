import type { Messages } from '@/i18n/messages';

export const admin: Messages['admin'] = {
  metaTitle: 'Admin',
  metaDescription: 'Manage blog posts.',
  title: 'Admin',
};
