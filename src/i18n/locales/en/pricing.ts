/** Pricing page (spec §2 Pricing, §9 Pricing). */
export const pricing = {
  metaTitle: 'Pricing',
  metaDescription:
    'Simple plans for AI product demos: start free, grow with Growth, or go Enterprise.',
  title: 'Pricing',
};
