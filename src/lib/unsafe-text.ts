/**
 * Characters no address or search of ours may carry, because a page echoes them (the list's
 * heading, the search box, the page state): C0 controls and DEL, C1 controls, the line and
 * paragraph separators (U+2028/2029, which break script text), and the bidirectional embeddings,
 * overrides and isolates (U+202A–202E, U+2066–2069), which can reverse the text around them. The
 * server refuses a URL holding one (400); the browser's list ignores such a parameter.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's point
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function hasUnsafeCharacter(text: string): boolean {
  return unsafe.test(text);
}
