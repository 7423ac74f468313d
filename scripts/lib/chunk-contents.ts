/**
 * What each built chunk is made of, from its source map (the build keeps them in dist/sourcemaps,
 * outside what is served): every byte of the minified chunk belongs to the source module its
 * mapping names, as source-map-explorer counts. A module's compressed share is estimated by
 * compressing its bytes alone, so the shares add up to a little more than the chunk's own size.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { clientDir, projectRoot, sourceMapDir } from '../../server/paths';

export interface ModuleShare {
  /** Project-relative source path, or [unmapped] for glue no mapping names. */
  module: string;
  minifiedBytes: number;
  gzipBytes: number;
}

export interface ChunkContents {
  /** e.g. assets/app-cgJm2vvW.js */
  file: string;
  minifiedBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Heaviest first, by estimated gzip. */
  modules: ModuleShare[];
}

export const gzipBytes = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;
export const brotliBytes = (content: string | Uint8Array) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

interface SourceMap {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** Splits a chunk's code among its sources, by its source map. */
function shares(code: string, map: SourceMap, mapDir: string): Map<string, string[]> {
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const bySource = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const parts = bySource.get(source) ?? [];
    parts.push(text);
    bySource.set(source, parts);
  };
  const sourceName = (index: number | undefined) => {
    if (index === undefined) return '[unmapped]';
    const source = map.sources[index] ?? '';
    const absolute = path.resolve(mapDir, map.sourceRoot ?? '', source);
    return path.relative(projectRoot, absolute).split(path.sep).join('/');
  };
  lines.forEach((line, lineIndex) => {
    const segments = decoded[lineIndex] ?? [];
    let column = 0;
    let current = '[unmapped]';
    for (const segment of segments) {
      add(current, line.slice(column, segment[0]));
      column = segment[0];
      current = sourceName(segment.length > 1 ? segment[1] : undefined);
    }
    add(current, `${line.slice(column)}\n`);
  });
  return bySource;
}

/** The contents of one chunk (a path under dist/client, e.g. assets/app-x.js). */
export async function chunkContents(file: string): Promise<ChunkContents> {
  const code = await readFile(path.join(clientDir, file), 'utf8');
  const mapFile = path.join(sourceMapDir, `${path.basename(file)}.map`);
  const map = JSON.parse(
    await readFile(mapFile, 'utf8').catch(() => '{"sources":[],"mappings":""}'),
  );
  // Sources are relative to where the map was written: next to the chunk.
  const modules = [...shares(code, map as SourceMap, path.dirname(path.join(clientDir, file)))]
    .map(([module, parts]) => {
      const text = parts.join('');
      return { module, minifiedBytes: Buffer.byteLength(text), gzipBytes: gzipBytes(text) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    file,
    minifiedBytes: Buffer.byteLength(code),
    gzipBytes: gzipBytes(code),
    brotliBytes: brotliBytes(code),
    modules,
  };
}

/** Every JavaScript chunk of the client build, heaviest first. */
export async function allChunkContents(): Promise<ChunkContents[]> {
  const assets = await readdir(path.join(clientDir, 'assets'));
  const chunks = await Promise.all(
    assets.filter((name) => name.endsWith('.js')).map((name) => chunkContents(`assets/${name}`)),
  );
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** A module's path, shortened for a table: node_modules/<package>/… or src/…. */
export function shortModuleName(module: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(module);
  return inPackage ? `${inPackage[1]}: ${inPackage[2]}` : module;
}
