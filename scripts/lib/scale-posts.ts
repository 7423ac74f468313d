/**
 * Realistic blog posts in bulk, for measuring the blog at thousands of posts. Fully
 * deterministic: post n is always the same post (a seeded PRNG per post), so two databases
 * seeded with the same numbers hold the same rows, and benchmarks compare like with like.
 */

/** mulberry32: small, fast, good enough to vary text; not for anything secret. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!;

export const scaleCategories = [
  'Guides',
  'Product',
  'Sales',
  'Marketing',
  'Agencies',
  'Engineering',
  'Customer stories',
] as const;

const openers = [
  'How to',
  'Why you should',
  'A practical guide to',
  'What we learned when we tried to',
  'Five ways to',
  'The playbook to',
  'Stop guessing:',
  'A checklist to',
];
const actions = [
  'qualify inbound leads',
  'run product demos at scale',
  'shorten your sales cycle',
  'turn website visitors into pipeline',
  'onboard trial users faster',
  'personalize every demo',
  'measure demo engagement',
  'hand off hot leads to sales',
  'launch an AI avatar on your site',
  'write a demo script that converts',
  'book more meetings from your pricing page',
  'answer technical questions before the call',
];
const audiences = [
  'for B2B SaaS teams',
  'with AI agents',
  'without adding headcount',
  'across time zones',
  'for product-led growth',
  'in regulated industries',
  'for agencies and their clients',
  'on a small marketing budget',
];
const tagPool = [
  'AI demos',
  'Avatars',
  'Pipeline',
  'Lead qualification',
  'Conversion',
  'Onboarding',
  'Analytics',
  'Sales enablement',
  'Product marketing',
  'Webinars',
  'Integrations',
  'Security',
];
const authors = [
  'Maya Chen',
  'Jonas Weber',
  'Priya Nair',
  'Lucas Martin',
  'Demoly Team',
  'Aiko Tanaka',
];
const images = [
  '/blog/agency-white-label.jpg',
  '/blog/ai-demo-pipeline.jpg',
  '/blog/demo-analytics.jpg',
  '/blog/lead-qualification.jpg',
  null,
  null,
];
const sentences = [
  'Most visitors leave a product page without talking to anyone, and most of them were never asked a single question.',
  'A demo that starts the moment someone is curious beats a calendar slot three days later.',
  'The teams that win treat every conversation as data: which questions come up, where people drop off, what convinces them.',
  'Start with the three questions your best sales engineer hears on every call, and answer them before the call.',
  'Measure completion, not clicks: a finished demo says more about intent than a visited page.',
  'Routing matters as much as answering; a qualified lead that waits an hour is half as likely to book.',
  'Keep the script short, let the visitor steer, and always offer a human when the stakes are high.',
  'Agencies can package the same workflow for every client, with branding and reporting kept apart.',
  'Security reviews go faster when the demo environment never touches production data.',
  'Translate the demo, not only the page: a buyer in Tokyo asks different questions than one in Berlin.',
];

export interface ScalePost {
  slug: string;
  title: string;
  excerpt: string;
  content_markdown: string;
  author: string;
  published_at: string;
  category: string;
  tags: string[];
  meta_description: string;
  featured_image: string | null;
  read_time: number;
  outrank_id: string;
}

/** Lowercase words joined by hyphens, as the schema's slug rule wants. */
function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
}

/**
 * Post number `n` (1-based): dated `n` × ~22 hours before `newest`, so 2,000 posts reach back
 * about five years, newest first.
 */
export function scalePost(n: number, newest: Date): ScalePost {
  const next = random(n * 7919);
  const title = `${pick(next, openers)} ${pick(next, actions)} ${pick(next, audiences)}`;
  const paragraphs = Array.from({ length: 3 + Math.floor(next() * 4) }, () =>
    Array.from({ length: 3 }, () => pick(next, sentences)).join(' '),
  );
  const sections = paragraphs.map((paragraph, index) =>
    index % 2 === 1
      ? `## ${pick(next, actions).replace(/^./, (c) => c.toUpperCase())}\n\n${paragraph}`
      : paragraph,
  );
  const content = sections.join('\n\n');
  const words = content.split(/\s+/).length;
  const excerpt = `${pick(next, sentences)} ${pick(next, sentences)}`.slice(0, 300);
  const tags = [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(next, tagPool))),
  ];
  const published = new Date(
    newest.getTime() - n * 22 * 3600 * 1000 - Math.floor(next() * 3600_000),
  );
  return {
    slug: `${slugOf(title)}-${n}`,
    title,
    excerpt,
    content_markdown: content,
    author: pick(next, authors),
    published_at: published.toISOString(),
    category: pick(next, scaleCategories),
    tags,
    meta_description: excerpt.slice(0, 155),
    featured_image: pick(next, images),
    read_time: Math.max(1, Math.round(words / 200)),
    outrank_id: `scale-${n}`,
  };
}
