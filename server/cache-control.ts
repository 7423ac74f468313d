/** How long browsers and CDNs may keep each kind of answer. */
export const cacheControl = {
  /** Marketing pages change only with a deploy: always revalidated, answered 304 when unchanged. */
  page: 'public, no-cache',
  /** The blog: CDNs may keep it a minute and serve it stale while they fetch it again. */
  blog: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  feed: 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
  /** Hashed build assets never change under their name. */
  asset: 'public, max-age=31536000, immutable',
  none: 'no-store',
};

export const htmlType = 'text/html; charset=utf-8';
