/** Sign-in page (spec §2 Sign-in). */
export const auth = {
  metaTitle: 'Sign in',
  metaDescription: 'Sign in to Demoly to create and share AI product demos.',
  title: 'Sign in',
};
