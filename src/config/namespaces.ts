/**
 * The catalogue namespaces, in the catalogue's order. The route table (routes.ts) names the ones
 * each page shows; the English catalogue (src/i18n/locales/en/index.ts) has exactly these, which
 * the typecheck holds, so the configuration never reaches up into the catalogues for them.
 */
export const namespaces = [
  'common',
  'home',
  'auth',
  'pricing',
  'legal',
  'agencies',
  'resources',
  'blog',
  'brand',
  'live',
  'admin',
] as const;

export type Namespace = (typeof namespaces)[number];
