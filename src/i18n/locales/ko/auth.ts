import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: 'Sign in',
  metaDescription: 'Sign in to Demoly to create and share AI product demos.',
  title: 'Sign in',
};
