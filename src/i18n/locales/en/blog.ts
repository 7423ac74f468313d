/** Blog list and post pages. Post content and dates are never translated. */
export const blog = {
  metaTitle: 'Blog',
  metaDescription: 'Compiled notes from the Demoly team on AI demos, sales and marketing.',
  title: 'Blog',
  subtitle: 'Compiled notes from the team',
  categoriesLabel: 'Categories',
  latest: 'Latest',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Title, summary or tag',
  loading: 'Loading...',
  emptyTitle: 'No articles found',
  emptyText: 'Try selecting a different category',
  resultCount: { one: '{count} article', other: '{count} articles' },
  pageTitle: 'Blog, page {page}',
  pastLastPage: 'There are no articles on this page.',
  firstPage: 'Go to the first page',
  inEnglish: 'English',
  /**
   * Category labels, keyed by the category as stored (the key stays in URLs and the database);
   * a category missing here is shown as stored (src/lib/posts/category-label.ts).
   */
  categories: {
    General: 'General',
    Guides: 'Guides',
    Marketing: 'Marketing',
    Product: 'Product',
    Sales: 'Sales',
  },
  post: {
    titleSuffix: '{product} Blog',
    backToBlog: 'Back to Blog',
    readTime: '{minutes} min read',
    byAuthor: 'By {author}',
    share: 'Share',
    linkCopied: 'Link copied to clipboard',
    copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
    tagsLabel: 'Tags',
    alsoIn: 'Also in',
    allPosts: 'All Posts',
    getStarted: 'Get Started',
    ctaTitle: 'Ready to transform your demos?',
    ctaText: 'Give every visitor a live, personal product demo with an AI agent that never sleeps.',
    ctaButton: 'Get started today',
    notFoundTitle: 'Post Not Found',
    notFoundText: "The blog post you're looking for doesn't exist.",
  },
};
