/**
 * Vite's build manifest (dist/client/.vite/manifest.json), read by the server render to preload
 * what a page runs before it hydrates, and by the budget check to weigh a page's first view.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The files the browser fetches for the given manifest keys: each chunk and, transitively, the
 * chunks it imports statically (dynamic imports wait for their own occasion).
 */
export function chunkClosure(
  manifest: ClientManifest,
  keys: readonly string[],
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the client manifest`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/**
 * What a page fetches beyond its template, for the server render to write into the HTML:
 *  - `head`: <link> tags wanted by the first paint (the Latin face of Inter unless `latinFont` is
 *    false, any route CSS);
 *  - `modules`: what the client loads before hydrating, which src/boot.ts preloads after the
 *    first paint so it all loads in parallel, without competing with the paint: first the
 *    chunks the entry imports then (React and the app: the app downloads while React is
 *    evaluated), then the route module and catalogue chunks.
 * Files the template already names are left out.
 */
export function pageAssets(
  manifest: ClientManifest,
  keys: readonly string[],
  template: string,
  { latinFont = true }: { latinFont?: boolean } = {},
): { head: string; modules: string[] } {
  const afterPaint = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.dynamicImports ?? []);
  const { js, css } = chunkClosure(manifest, [...afterPaint, ...keys]);
  const named = (file: string) => template.includes(`/${file}"`);
  // Inter's Latin face is wanted by the first paint of every page in a Latin script: fetched with
  // the CSS rather than after it, so text is not laid out in a fallback font first and then
  // shifted. CJK pages lead with CJK fonts and never use it.
  const fonts = latinFont
    ? Object.values(manifest)
        .filter((chunk) => chunk.isEntry)
        .flatMap((chunk) => chunk.assets ?? [])
        .filter((file) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file))
    : [];
  return {
    head: [
      ...fonts.map(
        (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
      ),
      ...css
        .filter((file) => !named(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ].join(''),
    modules: js.filter((file) => !named(file)).map((file) => `/${file}`),
  };
}
