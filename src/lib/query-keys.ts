/**
 * Cache key roots shared across features. The blog caches everything about posts under this
 * root, and the admin invalidates it after a write, so the public blog never shows a stale list
 * in the same tab (features cannot import each other's key factories).
 */
export const blogPostsRootKey = ['blog-posts'] as const;
