/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI, Ollama, vLLM …) through the official
 * `openai` client. Wire format (https://platform.openai.com/docs/api-reference/chat/create):
 * POST {baseURL}/chat/completions { model, messages: [{ role, content }], response_format:
 * { type: "json_object" }, temperature } -> 200 { id, object: "chat.completion", created, model,
 * choices: [{ index, message: { role: "assistant", content }, finish_reason }], usage }.
 * Errors: 401, 429 (Retry-After header), 5xx; the client exposes them as APIError with `status`
 * and `headers`.
 * The segments go as a JSON object { segments: [{ id, text }] } and must come back as
 * { translations: [{ id, text }] }: ids line the answers up, so a missing or extra answer is
 * refused per segment instead of shifting every translation by one.
 */
import OpenAI from 'openai';
import {
  languageNames,
  ProviderError,
  type ProviderRequest,
  type TranslationProvider,
} from './types.ts';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

const formalityNotes = {
  default: '',
  more: 'Address the reader formally (for example Sie in German, vous in French, です・ます in Japanese).',
  less: 'Address the reader informally (for example du in German, tu in French).',
} as const;

export function systemPrompt(request: ProviderRequest): string {
  const source = languageNames[request.sourceLanguage] ?? request.sourceLanguage;
  const target = languageNames[request.targetLanguage] ?? request.targetLanguage;
  const lines = [
    `You translate segments of a blog post from ${source} to ${target}.`,
    'Answer with JSON only: {"translations":[{"id":"<the segment id>","text":"<the translation>"}]}, one entry per segment, same ids.',
    'Tokens such as ⟦0⟧ stand for links, code and formatting: keep every token exactly once, unchanged; move it only where the sentence needs it.',
    'Do not add Markdown, HTML, links or explanations.',
  ];
  const fixed = request.glossary.filter((entry) => entry.translation);
  if (fixed.length > 0) {
    lines.push(
      `Always translate these terms as given: ${fixed.map((entry) => `"${entry.term}" → "${entry.translation}"`).join('; ')}.`,
    );
  }
  if (formalityNotes[request.formality]) lines.push(formalityNotes[request.formality]);
  if (request.instructions) lines.push(`House style for ${target}: ${request.instructions}`);
  return lines.join('\n');
}

function mapError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ProviderError('provider_timeout', 'The translation model did not answer in time.');
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 429) {
      const after = Number(error.headers?.get?.('retry-after') ?? NaN);
      return new ProviderError(
        'rate_limited',
        'The translation model is rate-limited; try again shortly.',
        Number.isFinite(after) ? after : undefined,
      );
    }
    if (status >= 500)
      return new ProviderError(
        'provider_unavailable',
        'The translation model is unavailable at the moment.',
      );
    if (status === 0)
      return new ProviderError(
        'provider_unavailable',
        'The translation model could not be reached.',
      );
    return new ProviderError(
      'provider_error',
      `The translation model refused the request (${status}).`,
    );
  }
  return new ProviderError('provider_error', 'The translation model failed.');
}

interface Answer {
  translations?: { id?: unknown; text?: unknown }[];
}

export function createOpenAiProvider(options: OpenAiOptions): TranslationProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    name: 'openai',
    async translate(request) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: systemPrompt(request) },
              {
                role: 'user',
                content: JSON.stringify({
                  segments: request.texts.map((text, index) => ({ id: String(index), text })),
                }),
              },
            ],
          },
          { signal: request.signal },
        );
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        throw mapError(error);
      }
      let answer: Answer;
      try {
        answer = JSON.parse(content ?? '') as Answer;
      } catch {
        return { texts: [], mismatch: 'The translation model did not answer with JSON.' };
      }
      if (!Array.isArray(answer.translations)) {
        return {
          texts: [],
          mismatch: 'The translation model answered without a translations list.',
        };
      }
      const byId = new Map<string, string>();
      for (const item of answer.translations) {
        if (typeof item?.id === 'string' && typeof item.text === 'string' && !byId.has(item.id)) {
          byId.set(item.id, item.text);
        }
      }
      return { texts: request.texts.map((_text, index) => byId.get(String(index)) ?? null) };
    },
  };
}
