/** Brand guidelines (spec §2 Brand). */
export const brand = {
  metaTitle: 'Brand guidelines',
  metaDescription: 'Demoly brand guidelines: typography, colours, components and usage rules.',
  title: 'Brand guidelines',
};
