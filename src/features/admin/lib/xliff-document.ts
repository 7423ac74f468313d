import { tokenPattern } from '../../../../supabase/functions/_shared/markdown-segments';

/**
 * XLIFF 2.0 (OASIS, urn:oasis:names:tc:xliff:document:2.0) read and written with the platform's
 * own DOMParser and XMLSerializer. Not the `xliff` npm package: its writer sets only `id` on a
 * <file> (no `original`), no `category` on a <note> and no `state` on a <segment>, and its reader
 * drops notes' attributes and keeps only the last <segment> of a unit a tool re-segmented — the
 * source hash and the original's id would be lost, and words could be. The platform's parser
 * costs no bytes in the bundle and lets every inline element be checked.
 *
 * A workspace segment's text holds its locked parts as ⟦n⟧ (n indexes the SOURCE segment's
 * locked parts); here each becomes a standalone code <ph id="n" disp="…"/>, which agencies'
 * tools show as a tag and never let a translator edit.
 */
export const xliffNamespace = 'urn:oasis:names:tc:xliff:document:2.0';

/** Inline content as read: words, and the ids of the codes between them, in order. */
export type InlinePart = { text: string } | { ph: string };

/** A document larger than this is not an export of ours: refused before parsing. */
export const maxXliffLength = 20 * 1024 * 1024;

export type XliffErrorCode = 'malformed' | 'doctype' | 'too_large' | 'not_xliff2';

export class XliffReadError extends Error {
  constructor(
    readonly code: XliffErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'XliffReadError';
  }
}

/** Appends `text` with its ⟦n⟧ tokens as <ph> codes; `disp` shows each code's original. */
export function appendInline(parent: Element, text: string, locked: readonly string[]): void {
  const document = parent.ownerDocument;
  let at = 0;
  for (const match of text.matchAll(tokenPattern)) {
    if (match.index > at) parent.append(document.createTextNode(text.slice(at, match.index)));
    const index = match[1] ?? '';
    const ph = document.createElementNS(xliffNamespace, 'ph');
    ph.setAttribute('id', index);
    ph.setAttribute('canCopy', 'no');
    ph.setAttribute('canDelete', 'no');
    ph.setAttribute('disp', locked[Number(index)] ?? '');
    parent.append(ph);
    at = match.index + match[0].length;
  }
  if (at < text.length) parent.append(document.createTextNode(text.slice(at)));
}

/**
 * The inline content of a <source> or <target>: text, <ph> ids, annotations' (<mrk>) text and
 * code points (<cp>). Any other code (<pc>, <sc>, <ec>…) was not in our export: null.
 */
export function readInline(element: Element): InlinePart[] | null {
  const parts: InlinePart[] = [];
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
      parts.push({ text: node.nodeValue ?? '' });
      continue;
    }
    if (node.nodeType !== node.ELEMENT_NODE) continue;
    const child = node as Element;
    if (child.namespaceURI !== xliffNamespace) return null;
    if (child.localName === 'ph') {
      parts.push({ ph: child.getAttribute('id') ?? '' });
    } else if (child.localName === 'mrk') {
      const inner = readInline(child);
      if (inner === null) return null;
      parts.push(...inner);
    } else if (child.localName === 'cp') {
      const code = Number.parseInt(child.getAttribute('hex') ?? '', 16);
      if (!Number.isInteger(code) || code < 0 || code > 0x10ffff) return null;
      parts.push({ text: String.fromCodePoint(code) });
    } else if (child.localName !== 'sm' && child.localName !== 'em') {
      return null;
    }
  }
  return parts;
}

/** The parsed document, refused whole when it is not well-formed XLIFF 2.0 or declares a DTD. */
export function parseXliff(xml: string): Document {
  if (xml.length > maxXliffLength) {
    throw new XliffReadError('too_large', 'The file is larger than an XLIFF export can be');
  }
  // XLIFF 2.0 never needs a DTD; refusing one keeps entity expansion (billion laughs) and
  // external entities (XXE) out whatever the parser would do with them.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new XliffReadError(
      'doctype',
      'The file declares a DTD or entities, which XLIFF 2.0 never needs',
    );
  }
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new XliffReadError('malformed', 'The file is not well-formed XML');
  }
  const root = document.documentElement;
  if (
    root.localName !== 'xliff' ||
    root.namespaceURI !== xliffNamespace ||
    !/^2\.\d$/.test(root.getAttribute('version') ?? '')
  ) {
    throw new XliffReadError('not_xliff2', 'The file is not an XLIFF 2 document');
  }
  return document;
}

/** Direct children of `parent` in the XLIFF namespace with this name. */
export function childrenNamed(parent: Element, name: string): Element[] {
  return Array.from(parent.children).filter(
    (child) => child.namespaceURI === xliffNamespace && child.localName === name,
  );
}

export function serializeXliff(document: Document): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(document)}\n`;
}
