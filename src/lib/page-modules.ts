/**
 * The element in which the server render lists the page's route and message chunks for
 * src/boot.ts to preload after the first paint (as JSON data: the Content-Security-Policy allows
 * no inline script, and a <link rel="modulepreload"> would be fetched before that paint).
 */
export const pageModulesElementId = 'page-modules';
