import { expect, readSitemaps, test } from './fixtures';

/** The blog for crawlers and feed readers: RSS per language, sitemap index. */
test.describe('feeds and sitemaps', () => {
  test('the RSS feed: RSS 2.0, newest post first, absolute links, announced on blog pages', async ({
    request,
    page,
  }) => {
    const response = await request.get('/resources/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml[^>]*>\s*<rss version="2\.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(50);
    for (const link of links)
      expect(link).toMatch(/^https?:\/\/[^/]+\/resources\/blog\/[a-z0-9-]+$/);

    // The newest English post leads the feed, as it leads the blog.
    await page.goto('/resources/blog');
    const firstCard = page.getByTestId('post-grid').getByRole('article').first().getByRole('link');
    expect(links[0]).toContain((await firstCard.getAttribute('href'))!);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/resources\/blog\/rss\.xml$/,
    );
  });

  test('each language has its own feed of the posts written in it', async ({ request }) => {
    const german = await (await request.get('/de/resources/blog/rss.xml')).text();
    expect(german).toContain('<language>de</language>');
    expect(german).toContain('/de/resources/blog/white-label-ki-demos-fuer-agenturen</link>');
    expect(german).not.toContain('/resources/blog/white-label-ai-demos-for-agencies<');
    const english = await (await request.get('/resources/blog/rss.xml')).text();
    expect(english).not.toContain('white-label-ki-demos-fuer-agenturen');
  });

  test('the sitemap index leads to every post, translations as alternates', async ({ request }) => {
    const sitemaps = await readSitemaps(request);
    const posts = await (
      await request.get('/rest/v1/blog_posts?select=slug,language&limit=1000')
    ).json();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts as { slug: string; language: string }[]) {
      const prefix = post.language === 'en' ? '' : `/${post.language}`;
      expect(sitemaps).toContain(`${prefix}/resources/blog/${post.slug}</loc>`);
    }
    expect(sitemaps).toMatch(
      /hreflang="de" href="https?:\/\/[^"]+\/de\/resources\/blog\/white-label-ki-demos-fuer-agenturen"/,
    );
  });
});
