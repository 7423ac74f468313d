import { languageCodes } from '../src/config/languages';
import { absoluteUrl, alternateLinks } from '../src/lib/seo';
import { site } from '../src/config/site';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every public page in every language, each with its hreflang alternates. */
export function buildSitemap(neutralPaths: readonly string[]): string {
  const entries = neutralPaths.flatMap((path) =>
    languageCodes.map((language) => {
      const alternates = alternateLinks(path)
        .map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(path, language))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public is crawlable; the admin area is not. */
export function buildRobots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /*/admin\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
