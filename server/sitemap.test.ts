import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap';

describe('buildSitemap', () => {
  it('lists each page in all ten languages with alternates', () => {
    const xml = buildSitemap(['/pricing']);
    expect(xml.match(/<url>/g)).toHaveLength(10);
    expect(xml).toContain('<loc>https://demoly.ai/de/pricing</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://demoly.ai/pricing"');
  });

  it('keeps the admin area out of robots', () => {
    expect(buildRobots()).toContain('Disallow: /admin');
  });
});
