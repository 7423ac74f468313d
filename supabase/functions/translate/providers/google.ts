/**
 * Google Cloud Translation v3 through `@google-cloud/translate` (TranslationServiceClient), in
 * its REST transport (`fallback: true`): plain HTTPS+JSON, which runs in Deno and Node alike and
 * can be pointed at a local server (apiEndpoint, port, protocol). Wire format
 * (https://cloud.google.com/translate/docs/reference/rest/v3/projects.locations/translateText):
 * POST /v3/projects/{project}/locations/{location}:translateText { contents: string[], mimeType:
 * "text/html", sourceLanguageCode, targetLanguageCode } -> 200 { translations: [{ translatedText }] }
 * in order. Errors are Google's JSON { error: { code, message, status } } with HTTP 429, 5xx ….
 * Locked tokens travel as <span translate="no">n</span>, which Cloud Translation leaves as it is
 * in HTML; fixed glossary translations are sent the same way, already translated (protected spans),
 * so no glossary resource in Cloud Storage is needed.
 */
import { v3 } from '@google-cloud/translate';
import { OAuth2Client } from 'google-auth-library';
import {
  escapeXml,
  ProviderError,
  termPattern,
  tokenPattern,
  unescapeXml,
  type GlossaryTerm,
  type TranslationProvider,
} from './types.ts';

export interface GoogleOptions {
  projectId: string;
  location: string;
  /** A service account key (JSON), as `supabase secrets set` stores it. */
  credentialsJson?: string;
  /** A ready OAuth access token instead (short-lived; local servers in tests). */
  accessToken?: string;
  /** Another endpoint than translate.googleapis.com, e.g. http://127.0.0.1:8080. */
  endpoint?: string;
  timeoutMs: number;
}

/** Cloud Translation takes up to 1,024 strings and 30,000 code points per request. */
const maxTexts = 128;
const maxChars = 25_000;

const keep = (inner: string) => `<span translate="no">${inner}</span>`;

function toHtml(text: string, glossary: GlossaryTerm[]): string {
  const parts = text.split(tokenPattern);
  return parts
    .map((part, index) => {
      if (index % 2) return keep(`⟦${part}⟧`);
      let html = escapeXml(part);
      for (const { term, translation } of glossary) {
        if (translation)
          html = html.replace(termPattern(escapeXml(term)), () => keep(escapeXml(translation)));
      }
      return html;
    })
    .join('');
}

function fromHtml(html: string): string {
  return unescapeXml(html.replace(/<span translate="no">([^<]*)<\/span>/g, '$1'));
}

function batches(texts: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= maxTexts || chars + text.length > maxChars)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

function mapError(error: unknown): ProviderError {
  const details = error as { code?: unknown; status?: unknown; message?: string };
  // The REST transport fails with gaxios's error (`status`/`code`: the HTTP status) or with a
  // GoogleError carrying a gRPC code: 8 RESOURCE_EXHAUSTED, 4 DEADLINE_EXCEEDED, 14 UNAVAILABLE.
  const numbers = [details.status, details.code].filter(
    (value): value is number => typeof value === 'number',
  );
  const http = numbers.find((value) => value >= 100);
  const grpc = numbers.find((value) => value < 100);
  if (http === 429 || grpc === 8) {
    return new ProviderError(
      'rate_limited',
      'Google Translate: quota or rate limit reached; try again shortly.',
    );
  }
  if (grpc === 4 || /timeout|timed out|aborted/i.test(details.message ?? '')) {
    return new ProviderError('provider_timeout', 'Google Translate did not answer in time.');
  }
  if ((http ?? 0) >= 500 || grpc === 13 || grpc === 14) {
    return new ProviderError(
      'provider_unavailable',
      'Google Translate is unavailable at the moment.',
    );
  }
  return new ProviderError(
    'provider_error',
    `Google Translate failed: ${(details.message ?? '').slice(0, 200)}`,
  );
}

export function createGoogleProvider(options: GoogleOptions): TranslationProvider {
  const endpoint = options.endpoint ? new URL(options.endpoint) : undefined;
  let authClient: OAuth2Client | undefined;
  if (options.accessToken) {
    authClient = new OAuth2Client();
    authClient.setCredentials({ access_token: options.accessToken });
  }
  const client = new v3.TranslationServiceClient({
    fallback: true,
    projectId: options.projectId,
    ...(options.credentialsJson ? { credentials: JSON.parse(options.credentialsJson) } : {}),
    ...(authClient ? { authClient } : {}),
    ...(endpoint
      ? {
          apiEndpoint: endpoint.hostname,
          port: Number(endpoint.port || (endpoint.protocol === 'http:' ? 80 : 443)),
          protocol: endpoint.protocol.replace(':', ''),
        }
      : {}),
  } as ConstructorParameters<typeof v3.TranslationServiceClient>[0]);
  const parent = `projects/${options.projectId}/locations/${options.location}`;
  return {
    name: 'google',
    async translate(request) {
      const texts: (string | null)[] = [];
      try {
        for (const batch of batches(request.texts)) {
          const [response] = await client.translateText(
            {
              parent,
              contents: batch.map((text) => toHtml(text, request.glossary)),
              mimeType: 'text/html',
              sourceLanguageCode: request.sourceLanguage,
              targetLanguageCode: request.targetLanguage,
            },
            { timeout: options.timeoutMs, maxRetries: 0 },
          );
          const translations = response.translations ?? [];
          if (translations.length !== batch.length) {
            return {
              texts: [],
              mismatch: `Google Translate answered ${translations.length} translations for ${batch.length} texts.`,
            };
          }
          texts.push(
            ...translations.map((item) =>
              typeof item.translatedText === 'string' ? fromHtml(item.translatedText) : null,
            ),
          );
        }
      } catch (error) {
        throw mapError(error);
      }
      return { texts };
    },
  };
}
