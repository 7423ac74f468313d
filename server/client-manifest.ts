import { readFile } from 'node:fs/promises';
import type { ClientManifest } from '../src/lib/client-manifest';
import { clientManifestPath } from './paths';

export async function readClientManifest(): Promise<ClientManifest> {
  return JSON.parse(await readFile(clientManifestPath, 'utf8')) as ClientManifest;
}
