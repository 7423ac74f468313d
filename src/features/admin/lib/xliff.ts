import { restoreInline, token } from '../../../../supabase/functions/_shared/markdown-segments';
import {
  appendInline,
  childrenNamed,
  parseXliff,
  readInline,
  serializeXliff,
  xliffNamespace,
  XliffReadError,
  type InlinePart,
  type XliffErrorCode,
} from './xliff-document';
import { hasWords, inSourceTokens, type Draft, type PairedSegment } from './workspace-segments';
import { sourceHash, stampState, type SegmentStates, type Stamp } from './workspace-states';

/**
 * A translation exchanged with an agency as XLIFF 2.0: one <file> per translation (id = the
 * translation's id, original = its original's id), one <unit> per workspace segment (id = the
 * segment key), the source's locked parts as <ph> codes, and per unit the source's hash and
 * version as notes so an import can tell that the source changed since the export.
 */
export interface XliffPost {
  translationId: string;
  sourceId: string;
  sourceLanguage: string;
  targetLanguage: string;
  /** The original's content_version the segments were cut from. */
  sourceVersion: number;
  segments: readonly PairedSegment[];
  /** The targets, in the source's tokens (the workspace draft). */
  draft: Draft;
  states: SegmentStates;
}

const hashCategory = 'demoly:source-hash';
const versionCategory = 'demoly:source-version';

/** XLIFF 2.0 segment states, from the workspace's provenance. */
function segmentState(post: XliffPost, key: string): string {
  if (!hasWords(post.draft[key] ?? '')) return 'initial';
  return post.states[key]?.state === 'reviewed' ? 'reviewed' : 'translated';
}

function appendFile(root: Element, post: XliffPost): void {
  const document = root.ownerDocument;
  const element = (name: string) => document.createElementNS(xliffNamespace, name);
  const file = element('file');
  file.setAttribute('id', post.translationId);
  file.setAttribute('original', post.sourceId);
  file.setAttribute('canResegment', 'no');
  for (const paired of post.segments) {
    const unit = element('unit');
    unit.setAttribute('id', paired.key);
    unit.setAttribute('name', paired.source.kind);
    const notes = element('notes');
    for (const [category, value] of [
      [hashCategory, sourceHash(paired.source.source)],
      [versionCategory, String(post.sourceVersion)],
    ] as const) {
      const note = element('note');
      note.setAttribute('category', category);
      note.textContent = value;
      notes.append(note);
    }
    unit.append(notes);
    const segment = element('segment');
    segment.setAttribute('state', segmentState(post, paired.key));
    const source = element('source');
    appendInline(source, paired.source.text, paired.source.locked);
    segment.append(source);
    const target = post.draft[paired.key] ?? '';
    if (hasWords(target)) {
      const targetElement = element('target');
      appendInline(targetElement, target, paired.source.locked);
      segment.append(targetElement);
    }
    unit.append(segment);
    file.append(unit);
  }
  root.append(file);
}

function newDocument(sourceLanguage: string, targetLanguage: string): Document {
  const document = new DOMParser().parseFromString(
    `<xliff xmlns="${xliffNamespace}" version="2.0"/>`,
    'application/xml',
  );
  document.documentElement.setAttribute('srcLang', sourceLanguage);
  document.documentElement.setAttribute('trgLang', targetLanguage);
  return document;
}

/** One translation as an XLIFF 2.0 document. */
export function exportXliff(post: XliffPost): string {
  const document = newDocument(post.sourceLanguage, post.targetLanguage);
  appendFile(document.documentElement, post);
  return serializeXliff(document);
}

export interface XliffExport {
  sourceLanguage: string;
  targetLanguage: string;
  xml: string;
}

/**
 * A selection of posts × languages: XLIFF 2.0 has one srcLang/trgLang per document, so one
 * document per language pair, each with a <file> per translation, in the selection's order.
 */
export function exportXliffSelection(posts: readonly XliffPost[]): XliffExport[] {
  const documents = new Map<string, Document>();
  for (const post of posts) {
    const pair = `${post.sourceLanguage}\u0000${post.targetLanguage}`;
    let document = documents.get(pair);
    if (!document) {
      document = newDocument(post.sourceLanguage, post.targetLanguage);
      documents.set(pair, document);
    }
    appendFile(document.documentElement, post);
  }
  return [...documents.values()].map((document) => ({
    sourceLanguage: document.documentElement.getAttribute('srcLang') ?? '',
    targetLanguage: document.documentElement.getAttribute('trgLang') ?? '',
    xml: serializeXliff(document),
  }));
}

/** What the workspace holds for the translation being imported into. */
export interface XliffWorkspace {
  translationId: string;
  sourceId: string;
  sourceLanguage: string;
  targetLanguage: string;
  segments: readonly PairedSegment[];
  draft: Draft;
}

export type XliffRefusal = 'placeholders' | 'structure' | 'inline_codes' | 'empty';

export interface XliffImport {
  /** New words per segment key, in the source's tokens: to put in the draft as a person's edit. */
  applied: Record<string, string>;
  /** Units whose source changed since the export: their words, shown, not applied. */
  flagged: Record<string, string>;
  /** Units that cannot be applied, with why. */
  refused: Record<string, XliffRefusal>;
  /** Units whose target is what the workspace already holds. */
  unchanged: string[];
}

export type XliffImportErrorCode =
  XliffErrorCode | 'languages' | 'no_file' | 'wrong_original' | 'unknown_units';

export type XliffImportResult =
  | { ok: true; result: XliffImport }
  | { ok: false; code: XliffImportErrorCode; message: string; keys?: string[] };

function unitInline(unit: Element, part: 'source' | 'target'): InlinePart[] | null | undefined {
  const parts: InlinePart[] = [];
  let found = false;
  for (const child of Array.from(unit.children)) {
    if (child.namespaceURI !== xliffNamespace) continue;
    if (child.localName === 'ignorable') {
      const [element] = childrenNamed(child, part === 'source' ? 'source' : 'target');
      if (element) parts.push({ text: element.textContent ?? '' });
      continue;
    }
    if (child.localName !== 'segment') continue;
    const [element] = childrenNamed(child, part);
    if (!element) continue;
    found = true;
    const inline = readInline(element);
    if (inline === null) return null;
    parts.push(...inline);
  }
  return found ? parts : undefined;
}

/** Inline parts in the source's tokens; refused when a code is unknown, repeated or missing. */
function toTokens(parts: readonly InlinePart[], paired: PairedSegment): string | XliffRefusal {
  const count = paired.source.locked.length;
  const seen = new Set<number>();
  let text = '';
  for (const part of parts) {
    if ('text' in part) {
      text += part.text;
      continue;
    }
    const index = /^\d+$/.test(part.ph) ? Number(part.ph) : -1;
    if (index < 0 || index >= count || seen.has(index)) return 'placeholders';
    seen.add(index);
    text += token(index);
  }
  if (seen.size !== count) return 'placeholders';
  if (!hasWords(text)) return 'empty';
  // Words typed over Markdown marks, HTML or links that the source has not are not words:
  // rebuilt and cut again, they must give back exactly the source's locked parts.
  const checked = inSourceTokens(paired.source, restoreInline(text, paired.source.locked));
  return checked === null ? 'structure' : checked;
}

const refusals = new Set<string>(['placeholders', 'structure', 'inline_codes', 'empty']);

/** A unit's words with its codes left out: what a flagged unit shows when its codes no longer fit. */
function wordsOnly(parts: readonly InlinePart[]): string {
  return parts.map((part) => ('text' in part ? part.text : '')).join('');
}

function noteValue(unit: Element, category: string): string | undefined {
  for (const notes of childrenNamed(unit, 'notes')) {
    for (const note of childrenNamed(notes, 'note')) {
      if (note.getAttribute('category') === category) return note.textContent ?? undefined;
    }
  }
  return undefined;
}

function sourceChanged(unit: Element, paired: PairedSegment): boolean {
  const hash = noteValue(unit, hashCategory);
  if (hash !== undefined) return hash.trim() !== sourceHash(paired.source.source);
  // A tool that dropped the notes: the unit's own source must still be the source's text.
  const source = unitInline(unit, 'source');
  if (!source) return true;
  const text = source.map((part) => ('text' in part ? part.text : token(Number(part.ph)))).join('');
  return text !== paired.source.text;
}

function failure(code: XliffImportErrorCode, message: string, keys?: string[]): XliffImportResult {
  return keys ? { ok: false, code, message, keys } : { ok: false, code, message };
}

/** A document checked to be XLIFF 2.0, or why not. */
export function readXliff(
  xml: string,
): { ok: true; root: Element } | Extract<XliffImportResult, { ok: false }> {
  try {
    return { ok: true, root: parseXliff(xml).documentElement };
  } catch (error) {
    if (error instanceof XliffReadError)
      return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/** A document's <file> elements, with the translation (`id`) and original each is for. */
export function xliffFiles(
  root: Element,
): { id: string; original: string | null; file: Element }[] {
  return childrenNamed(root, 'file').map((file) => ({
    id: file.getAttribute('id') ?? '',
    original: file.getAttribute('original'),
    file,
  }));
}

/**
 * One <file> checked against what the workspace holds now. Nothing is applied here: the result
 * says which segments take new words, which are flagged (the source changed since the export)
 * and which are refused; a file that does not fit this translation at all is one error, so an
 * import never lands half.
 */
export function checkXliffFile(file: Element, workspace: XliffWorkspace): XliffImportResult {
  const original = file.getAttribute('original');
  if (original !== null && original !== workspace.sourceId) {
    return failure('wrong_original', 'The file was exported from another original');
  }
  const byKey = new Map(workspace.segments.map((segment) => [segment.key, segment]));
  const units = childrenNamed(file, 'unit');
  const unknown = units
    .map((unit) => unit.getAttribute('id') ?? '')
    .filter((key) => !byKey.has(key));
  if (unknown.length > 0) {
    return failure('unknown_units', 'The file has units this translation does not have', unknown);
  }
  const result: XliffImport = { applied: {}, flagged: {}, refused: {}, unchanged: [] };
  for (const unit of units) {
    const key = unit.getAttribute('id') ?? '';
    const paired = byKey.get(key);
    if (!paired) continue;
    const parts = unitInline(unit, 'target');
    if (parts === undefined) continue;
    const text = parts === null ? 'inline_codes' : toTokens(parts, paired);
    const refusal = refusals.has(text) ? (text as XliffRefusal) : undefined;
    if (sourceChanged(unit, paired)) {
      // Made for words that are no longer the source's: shown for a person to redo, never applied.
      result.flagged[key] = refusal === undefined ? text : wordsOnly(parts ?? []);
    } else if (refusal !== undefined) {
      result.refused[key] = refusal;
    } else if (text === (workspace.draft[key] ?? '')) {
      result.unchanged.push(key);
    } else {
      result.applied[key] = text;
    }
  }
  return { ok: true, result };
}

/** An agency's XLIFF for one translation, checked against the workspace (checkXliffFile). */
export function importXliff(xml: string, workspace: XliffWorkspace): XliffImportResult {
  const read = readXliff(xml);
  if (!read.ok) return read;
  const { root } = read;
  if (
    root.getAttribute('srcLang') !== workspace.sourceLanguage ||
    root.getAttribute('trgLang') !== workspace.targetLanguage
  ) {
    return failure('languages', 'The file is for another pair of languages');
  }
  const found = xliffFiles(root).find((candidate) => candidate.id === workspace.translationId);
  if (!found) return failure('no_file', 'The file holds no unit of this translation');
  return checkXliffFile(found.file, workspace);
}

/**
 * The draft and provenance after an import: each applied segment takes its words and is marked
 * edited by the person importing (a person's words, unreviewed until someone marks them).
 */
export function applyXliffImport(
  draft: Draft,
  states: SegmentStates,
  segments: readonly PairedSegment[],
  imported: XliffImport,
  stamp: Stamp,
): { draft: Draft; states: SegmentStates } {
  const byKey = new Map(segments.map((segment) => [segment.key, segment]));
  const nextDraft: Record<string, string> = { ...draft };
  const nextStates: SegmentStates = { ...states };
  for (const [key, text] of Object.entries(imported.applied)) {
    const paired = byKey.get(key);
    if (!paired) continue;
    nextDraft[key] = text;
    nextStates[key] = stampState('edited', paired.source.source, stamp, states[key]);
  }
  return { draft: nextDraft, states: nextStates };
}
