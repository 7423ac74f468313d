/** Home page (spec §2 Home). */
export const home = {
  metaTitle: 'AI avatars that demo your product 24/7',
  metaDescription:
    'AI avatars and live AI agents give realistic product demos to every visitor, qualify them and turn interest into pipeline.',
  title: 'AI avatars that demo your product 24/7',
};
