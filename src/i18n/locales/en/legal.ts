/** Privacy Policy and Terms of Service (spec §2). */
export const legal = {
  metaTitle: 'Legal',
  metaDescription: 'Demoly legal information.',
  title: 'Legal',
};
