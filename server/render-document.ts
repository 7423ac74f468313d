import type { RenderResult } from '../src/entry-server';

type Page = Extract<RenderResult, { kind: 'page' }>;

/** Fills the built index.html with one rendered page. */
export function renderDocument(template: string, page: Page): string {
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.htmlLang}">`)
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.body)
    .replace('<!--app-state-->', () => page.state);
}
