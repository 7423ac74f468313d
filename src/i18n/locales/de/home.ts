import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: 'AI avatars that demo your product 24/7',
  metaDescription:
    'AI avatars and live AI agents give realistic product demos to every visitor, qualify them and turn interest into pipeline.',
  title: 'AI avatars that demo your product 24/7',
};
