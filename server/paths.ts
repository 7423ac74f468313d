import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(projectRoot, 'dist');
export const clientDir = path.join(distDir, 'client');
export const serverDir = path.join(distDir, 'server');
/** The built index.html, kept before prerendering overwrites the home page's copy. */
export const templatePath = path.join(serverDir, 'template.html');
export const serverEntryPath = path.join(serverDir, 'entry-server.js');
