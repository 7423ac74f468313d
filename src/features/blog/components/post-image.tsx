import { parseImageRef } from '@/lib/images/image-ref';
import { imageSources, pageImageBox, type ImageLayout } from '@/lib/images/image-sources';

/** The box each layout fills (the page's crop), so the page never shifts while the image arrives. */
const boxes: Record<Exclude<ImageLayout, 'body' | 'share'>, { width: number; height: number }> = {
  card: pageImageBox(800),
  hero: pageImageBox(1600),
};

/**
 * A post's featured image in a card or at the top of its page: an upload in the size the screen
 * uses (srcset and sizes through Storage's transformations, WebP where the browser takes it), a
 * site image with its WebP twin. The hero is what the page is about: fetched first and at once;
 * cards below it wait until they are near.
 */
export function PostImage({
  value,
  layout,
  alt,
  priority = false,
  className,
}: {
  value: string;
  layout: Exclude<ImageLayout, 'body' | 'share'>;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  const ref = parseImageRef(value);
  if (!ref) return null;
  const sources = imageSources(ref, layout);
  const image = (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      {...boxes[layout]}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
    />
  );
  if (!sources.webp) return image;
  return (
    // display: contents, so the <img> stays the box the layout sizes.
    <picture className="contents">
      <source type="image/webp" srcSet={sources.webp} />
      {image}
    </picture>
  );
}
