import type { ComponentProps } from 'react';
import { webpSibling } from '../lib/webp-sibling';

/** A post's image, offered as WebP where the site has one; the <img> keeps every attribute. */
export function PostImage({ src, ...props }: ComponentProps<'img'> & { src: string }) {
  const webp = webpSibling(src);
  // eslint-disable-next-line jsx-a11y/alt-text -- alt comes in props, required by callers' types
  const image = <img src={src} {...props} />;
  if (!webp) return image;
  return (
    // display: contents, so the <img> stays the box the layout sizes.
    <picture className="contents">
      <source type="image/webp" srcSet={webp} />
      {image}
    </picture>
  );
}
