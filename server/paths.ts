import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLanguage } from '../src/config/languages';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** DIST_DIR lets several builds (e.g. parallel test runs) live side by side. */
export const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
export const clientDir = path.join(distDir, 'client');
export const serverDir = path.join(distDir, 'server');
/** The built index.html, kept before prerendering overwrites the home page's copy. */
export const templatePath = path.join(serverDir, 'template.html');
export const serverEntryPath = path.join(serverDir, 'entry-server.js');
/** Client source maps, beside the build but outside what any host serves. */
export const sourceMapDir = path.join(distDir, 'sourcemaps');
/** Vite's manifest of the client build: which files each module became. */
export const clientManifestPath = path.join(clientDir, '.vite', 'manifest.json');

/**
 * The not-found page of a language, as the prerender writes it and the server (and any static
 * host, by looking up the path) serves it: at the root for English, in the language's folder
 * otherwise.
 */
export function notFoundFile(language: string | undefined): string {
  return !language || language === defaultLanguage
    ? path.join(clientDir, '404.html')
    : path.join(clientDir, language, '404.html');
}
