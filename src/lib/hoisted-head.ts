const hoistedTag = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/**
 * React 19 emits a tree's <title>, <meta> and <link> tags ahead of its markup when the root is
 * not <html>; they belong in <head>, where the client's React finds and adopts them.
 */
export function splitHoistedHead(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = '';
  for (let match = hoistedTag.exec(rest); match; match = hoistedTag.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}
