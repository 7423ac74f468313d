/**
 * DeepL through the official client (deepl-node). Wire format, from the client's source
 * (deepl-node 1.28 dist/translator.js, utils.js) and https://developers.deepl.com/api-reference:
 * - POST {serverUrl}/v2/translate, form-encoded: repeated `text`, `source_lang`, `target_lang`,
 *   `formality`, `glossary_id`, `tag_handling=xml`, `ignore_tags`, `show_billed_characters=1`
 *   -> 200 { translations: [{ detected_source_language, text, billed_characters }] } in order.
 * - Glossaries (v2): GET /v2/glossaries -> { glossaries: [{ glossary_id, name, ready, source_lang,
 *   target_lang, creation_time, entry_count }] }; POST /v2/glossaries form `name`, `source_lang`,
 *   `target_lang`, `entries_format=tsv`, `entries`; DELETE /v2/glossaries/{id}.
 * - 456 quota exceeded, 429 too many requests, 403 bad key, 5xx.
 * Locked tokens travel as empty XML elements <x i="n"/>, which DeepL's XML tag handling keeps in
 * place (and may move with the words around them); the text itself is XML-escaped.
 */
import * as deepl from 'deepl-node';
import {
  escapeXml,
  ProviderError,
  tokenPattern,
  unescapeXml,
  type GlossaryTerm,
  type ProviderRequest,
  type TranslationProvider,
} from './types.ts';

export interface DeeplOptions {
  apiKey: string;
  serverUrl?: string;
  timeoutMs: number;
}

/** DeepL wants a regional variant for these target languages. */
const targetVariants: Record<string, deepl.TargetLanguageCode> = { en: 'en-US', pt: 'pt-BR' };

/** Most texts per request: DeepL accepts up to 50 texts and 128 KiB per request. */
const maxTexts = 50;
const maxBytes = 100_000;

function toXml(text: string): string {
  const parts = text.split(tokenPattern);
  return parts.map((part, index) => (index % 2 ? `<x i="${part}"/>` : escapeXml(part))).join('');
}

function fromXml(xml: string): string {
  const withTokens = xml.replace(
    /<x\s+i="(\d+)"\s*\/>|<x\s+i="(\d+)"\s*><\/x>/g,
    (_m, a, b) => `⟦${a ?? b}⟧`,
  );
  return unescapeXml(withTokens);
}

/** A stable, short fingerprint of the glossary's entries (names the DeepL glossary). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function batches(texts: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = new TextEncoder().encode(text).length;
    if (current.length > 0 && (current.length >= maxTexts || bytes + size > maxBytes)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

function mapError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof deepl.QuotaExceededError) {
    return new ProviderError(
      'quota_exceeded',
      'DeepL: the character quota for this billing period is used up.',
    );
  }
  if (error instanceof deepl.TooManyRequestsError) {
    return new ProviderError('rate_limited', 'DeepL: too many requests, try again shortly.');
  }
  if (error instanceof deepl.ConnectionError && /timeout/i.test(message)) {
    return new ProviderError('provider_timeout', 'DeepL did not answer in time.');
  }
  if (error instanceof deepl.AuthorizationError) {
    return new ProviderError('provider_error', 'DeepL refused the API key (DEEPL_API_KEY).');
  }
  if (
    /status code: 5\d\d|Service unavailable/.test(message) ||
    error instanceof deepl.ConnectionError
  ) {
    return new ProviderError('provider_unavailable', 'DeepL is unavailable at the moment.');
  }
  return new ProviderError('provider_error', `DeepL failed: ${message.slice(0, 200)}`);
}

export function createDeeplProvider(options: DeeplOptions): TranslationProvider {
  // Retries are the caller's decision (Retry-After goes back to the admin); one attempt each.
  const translator = new deepl.Translator(options.apiKey, {
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    maxRetries: 0,
    minTimeout: options.timeoutMs,
  });
  /** Glossary ids by name: one DeepL glossary per language pair and entry set, reused. */
  const known = new Map<string, string>();

  async function glossaryFor(source: string, target: string, terms: GlossaryTerm[]) {
    const entries: Record<string, string> = {};
    for (const { term, translation } of terms) if (translation) entries[term] = translation;
    if (Object.keys(entries).length === 0) return undefined;
    const tsv = Object.entries(entries)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([term, translation]) => `${term}\t${translation}`)
      .join('\n');
    const prefix = `demoly ${source}-${target} `;
    const name = `${prefix}${fingerprint(tsv)}`;
    const cached = known.get(name);
    if (cached) return cached;
    const existing = await translator.listGlossaries();
    const match = existing.find((glossary) => glossary.name === name && glossary.ready);
    if (match) {
      known.set(name, match.glossaryId);
      return match.glossaryId;
    }
    const created = await translator.createGlossary(
      name,
      source as deepl.SourceGlossaryLanguageCode,
      target as deepl.TargetLanguageCode,
      new deepl.GlossaryEntries({ entries }),
    );
    known.set(name, created.glossaryId);
    // Older entry sets of this pair are dead weight on the account (DeepL limits their number).
    for (const stale of existing.filter((glossary) => glossary.name.startsWith(prefix))) {
      await translator.deleteGlossary(stale.glossaryId).catch(() => undefined);
    }
    return created.glossaryId;
  }

  return {
    name: 'deepl',
    async translate(request: ProviderRequest) {
      try {
        const source = request.sourceLanguage as deepl.SourceLanguageCode;
        const target =
          targetVariants[request.targetLanguage] ??
          (request.targetLanguage as deepl.TargetLanguageCode);
        const glossary = await glossaryFor(
          request.sourceLanguage,
          request.targetLanguage,
          request.glossary,
        );
        const texts: (string | null)[] = [];
        for (const batch of batches(request.texts)) {
          const results = await translator.translateText(batch.map(toXml), source, target, {
            tagHandling: 'xml',
            ignoreTags: ['x'],
            // prefer_*: languages without formality (zh, ko, …) fall back instead of failing.
            ...(request.formality !== 'default'
              ? { formality: `prefer_${request.formality}` as const }
              : {}),
            ...(glossary ? { glossary } : {}),
          });
          if (results.length !== batch.length) {
            return {
              texts: [],
              mismatch: `DeepL answered ${results.length} translations for ${batch.length} texts.`,
            };
          }
          texts.push(...results.map((result) => fromXml(result.text)));
        }
        return { texts };
      } catch (error) {
        throw mapError(error);
      }
    },
  };
}
