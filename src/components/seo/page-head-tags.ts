/**
 * Every tag PageHead puts in <head> (title, description, robots, canonical, alternates, Open Graph
 * and Twitter cards). React adopts them when it hydrates the page they were rendered for; a page
 * rendered over another page's HTML (a static host's 404.html under a new post's address) drops
 * them first, or the old title would stay the document's and its noindex and canonical would
 * stand beside the new page's.
 */
const pageHeadTags = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
].join(', ');

export function dropPageHead(head: HTMLHeadElement = document.head): void {
  for (const element of head.querySelectorAll(pageHeadTags)) element.remove();
}
