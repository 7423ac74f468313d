import type { Messages } from '@/i18n/messages';

export const blog: Messages['blog'] = {
  metaTitle: 'Blog',
  metaDescription: 'Compiled notes from the Demoly team on AI demos, sales and marketing.',
  title: 'Blog',
};
