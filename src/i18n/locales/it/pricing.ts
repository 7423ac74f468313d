import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: 'Pricing',
  metaDescription:
    'Simple plans for AI product demos: start free, grow with Growth, or go Enterprise.',
  title: 'Pricing',
};
