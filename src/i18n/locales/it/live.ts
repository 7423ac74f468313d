import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: 'Demoly Live',
  metaDescription:
    'Demoly Live: a real live agent that pitches, clicks and highlights your product for every visitor.',
  title: 'Demoly Live',
};
