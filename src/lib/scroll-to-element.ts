/**
 * The class of parts that skip rendering until they come near the viewport (the render-when-near
 * utility in styles/index.css).
 */
const renderWhenNearSelector = '.render-when-near';

/**
 * Scrolls `target` into view. A part above it that has not been drawn yet holds a guessed height;
 * a smooth scroll passes through it, it takes its real height, and the target moves away from
 * where the scroll was aimed (on the home page, more than a screen). So every such part before
 * the target is drawn first. Two frames later it may skip rendering again: it keeps the size it
 * was drawn at (contain-intrinsic-size: auto), so nothing moves.
 */
export function scrollToElement(target: Element, options?: ScrollIntoViewOptions): void {
  const drawn: HTMLElement[] = [];
  for (const part of document.querySelectorAll<HTMLElement>(renderWhenNearSelector)) {
    // Before the target or around it: either way its height is above the target's top.
    if (
      part === target ||
      !(part.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
    )
      continue;
    part.style.contentVisibility = 'visible';
    drawn.push(part);
  }
  target.scrollIntoView(options);
  if (!drawn.length) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const part of drawn) part.style.removeProperty('content-visibility');
    }),
  );
}
