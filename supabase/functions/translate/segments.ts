/**
 * One translate call's segments: protect (locked Markdown and never-translate glossary terms
 * become ⟦n⟧), send the texts in one provider call (batched by the provider), then per segment
 * check the tokens came back once each, restore, and check the structure. A segment that fails
 * any step is refused whole with its reason; the others are still returned.
 */
import {
  checkStructure,
  hasTranslatableText,
  protectInline,
  restoreInline,
  token,
  tokenPattern,
  type TextMode,
} from '../_shared/markdown-segments.ts';
import {
  termPattern,
  type GlossaryTerm,
  type ProviderRequest,
  type TranslationProvider,
} from './providers/types.ts';

export type SegmentKind = 'plain' | 'markdown' | 'table-cell';

export interface SegmentInput {
  key: string;
  text: string;
  kind?: SegmentKind | undefined;
}

export type SegmentResult =
  { key: string; ok: true; text: string } | { key: string; ok: false; reason: string };

interface Prepared {
  key: string;
  source: string;
  mode: TextMode;
  tableCell: boolean;
  text: string;
  locked: string[];
}

/** Body segments are Markdown; the fields, tags and alt texts are plain text. */
function kindOf(segment: SegmentInput): SegmentKind {
  return segment.kind ?? (segment.key.startsWith('body.') ? 'markdown' : 'plain');
}

/** Never-translate terms become locked tokens, so every provider keeps them byte for byte. */
function lockTerms(text: string, locked: string[], terms: readonly string[]): string {
  if (terms.length === 0) return text;
  const parts = text.split(/(⟦\d+⟧)/);
  return parts
    .map((part) => {
      if (/^⟦\d+⟧$/.test(part)) return part;
      let out = part;
      for (const term of terms) {
        out = out.replace(termPattern(term), (match) => token(locked.push(match) - 1));
      }
      return out;
    })
    .join('');
}

function prepare(segment: SegmentInput, keepTerms: readonly string[]): Prepared {
  const kind = kindOf(segment);
  const mode: TextMode = kind === 'plain' ? 'plain' : 'markdown';
  const { text, locked } = protectInline(segment.text, mode);
  return {
    key: segment.key,
    source: segment.text,
    mode,
    tableCell: kind === 'table-cell',
    text: lockTerms(text, locked, keepTerms),
    locked,
  };
}

/** Each token of the segment exactly once, and no other: else restoring would lose or invent. */
function tokensIntact(answer: string, lockedCount: number): string | undefined {
  const seen = new Map<number, number>();
  for (const match of answer.matchAll(tokenPattern)) {
    const index = Number(match[1]);
    seen.set(index, (seen.get(index) ?? 0) + 1);
  }
  for (let index = 0; index < lockedCount; index += 1) {
    if (seen.get(index) !== 1)
      return 'The provider lost or repeated a locked part (a link, code, formatting or a glossary term).';
  }
  if ([...seen.keys()].some((index) => index >= lockedCount)) {
    return 'The provider added a locked part that the source does not have.';
  }
  return undefined;
}

function finish(item: Prepared, answer: string | null): SegmentResult {
  if (answer === null)
    return {
      key: item.key,
      ok: false,
      reason: 'The provider returned no translation for this segment.',
    };
  const broken = tokensIntact(answer, item.locked.length);
  if (broken) return { key: item.key, ok: false, reason: broken };
  const restored = restoreInline(answer, item.locked);
  const check = checkStructure(item.source, restored, {
    mode: item.mode,
    tableCell: item.tableCell,
  });
  return check.ok
    ? { key: item.key, ok: true, text: restored }
    : { key: item.key, ok: false, reason: check.reason };
}

export interface TranslateJob {
  sourceLanguage: string;
  targetLanguage: string;
  segments: SegmentInput[];
  glossary: GlossaryTerm[];
  formality: ProviderRequest['formality'];
  instructions: string | null;
  signal: AbortSignal;
}

/** The characters a job sends: the protected texts with something to translate. */
export function prepareJob(job: Pick<TranslateJob, 'segments' | 'glossary'>) {
  const keepTerms = job.glossary
    .filter((entry) => entry.translation === null)
    .map((entry) => entry.term);
  const prepared = job.segments.map((segment) => prepare(segment, keepTerms));
  const sent = prepared.filter((item) => hasTranslatableText(item.text));
  const characters = sent.reduce((sum, item) => sum + item.text.length, 0);
  return { prepared, sent, characters };
}

export async function translateSegments(
  provider: TranslationProvider,
  job: TranslateJob,
): Promise<SegmentResult[]> {
  const { prepared, sent } = prepareJob(job);
  const answers = new Map<string, string | null>();
  let mismatch: string | undefined;
  if (sent.length > 0) {
    const answer = await provider.translate({
      sourceLanguage: job.sourceLanguage,
      targetLanguage: job.targetLanguage,
      texts: sent.map((item) => item.text),
      glossary: job.glossary.filter((entry) => entry.translation !== null),
      formality: job.formality,
      instructions: job.instructions,
      signal: job.signal,
    });
    if (answer.mismatch || answer.texts.length !== sent.length) {
      mismatch =
        answer.mismatch ??
        `The provider answered ${answer.texts.length} translations for ${sent.length} segments.`;
    } else {
      sent.forEach((item, index) => answers.set(item.key, answer.texts[index] ?? null));
    }
  }
  const sentKeys = new Set(sent.map((item) => item.key));
  return prepared.map((item) => {
    // Nothing to translate (only a link, code or a kept term): the source is its own translation.
    if (!sentKeys.has(item.key)) return { key: item.key, ok: true, text: item.source };
    if (mismatch) return { key: item.key, ok: false, reason: mismatch };
    return finish(item, answers.get(item.key) ?? null);
  });
}
