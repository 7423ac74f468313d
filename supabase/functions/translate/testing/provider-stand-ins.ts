/**
 * Local servers speaking each provider's documented wire format, for tests and the benchmark
 * (no network here). Shapes, from the providers' references and their clients' sources:
 * - DeepL https://developers.deepl.com/api-reference/translate and glossaries (v2), as deepl-node
 *   1.28 sends them: form-encoded POST /v2/translate (repeated `text`), GET/POST /v2/glossaries,
 *   DELETE /v2/glossaries/{id}; `Authorization: DeepL-Auth-Key …`.
 * - OpenAI https://platform.openai.com/docs/api-reference/chat/create: POST /v1/chat/completions.
 * - Google https://cloud.google.com/translate/docs/reference/rest/v3/projects.locations/translateText:
 *   POST /v3/projects/{p}/locations/{l}:translateText, JSON.
 * Their "translation" is recognisable, not linguistic: "‹de› " before the text, glossary entries
 * applied (as DeepL applies a glossary). `override` makes a server answer something else:
 * a hostile text, an error status, or nothing in time.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Override {
  status?: number;
  headers?: Record<string, string>;
  /** Raw JSON answer instead of the normal one. */
  json?: unknown;
  /** Texts to answer instead of the translations (same wire shape). */
  texts?: string[];
  /** Wait this long before answering (a provider that times out). */
  delayMs?: number;
}

export interface StandIn {
  url: string;
  requests: SeenRequest[];
  /** Called per translate request with the texts received; return an Override to change it. */
  override: ((texts: string[]) => Override | undefined) | undefined;
  close(): Promise<void>;
}

export const fakeTranslation = (target: string, text: string) => `‹${target}› ${text}`;

/** The translate function's variables for a DeepL stand-in at `url` (':fx' marks a Free key). */
export const deeplStandInEnv = (url: string, key = 'stand-in:fx') => ({
  TRANSLATION_PROVIDER: 'deepl',
  DEEPL_API_KEY: key,
  DEEPL_SERVER_URL: url,
});

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(text);
}

type Route = (
  seen: SeenRequest,
  res: ServerResponse,
  standIn: StandIn,
) => Promise<boolean | void> | boolean | void;

async function start(route: Route, port = 0): Promise<StandIn> {
  const standIn: StandIn = { url: '', requests: [], override: undefined, close: async () => {} };
  const server = http.createServer((req, res) => {
    void (async () => {
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: await readText(req),
      };
      standIn.requests.push(seen);
      if (!(await route(seen, res, standIn))) send(res, 404, { message: 'Not found' });
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

/** Applies an override: true when it answered (or chose not to answer) instead of the default. */
async function overridden(
  res: ServerResponse,
  override: Override | undefined,
  shape: (texts: string[]) => unknown,
): Promise<boolean> {
  if (!override) return false;
  if (override.delayMs) await new Promise((resolve) => setTimeout(resolve, override.delayMs));
  if (override.status || override.json !== undefined) {
    send(
      res,
      override.status ?? 200,
      override.json ?? { message: 'stand-in error' },
      override.headers,
    );
    return true;
  }
  if (override.texts) {
    send(res, 200, shape(override.texts), override.headers);
    return true;
  }
  return false;
}

interface DeeplGlossary {
  glossary_id: string;
  name: string;
  ready: boolean;
  source_lang: string;
  target_lang: string;
  creation_time: string;
  entry_count: number;
  entries: Map<string, string>;
}

/**
 * `port` 0 picks a free one; a fixed port serves a server started before the stand-in (the e2e
 * web server, whose environment names the stand-in's address when it starts).
 */
export async function startDeeplStandIn(
  port = 0,
): Promise<StandIn & { glossaries: DeeplGlossary[] }> {
  const glossaries: DeeplGlossary[] = [];
  const info = ({ entries: _entries, ...rest }: DeeplGlossary) => rest;
  const translations = (texts: string[]) => ({
    translations: texts.map((text) => ({
      detected_source_language: 'EN',
      text,
      billed_characters: text.length,
    })),
  });
  const standIn = await start(async (seen, res, self) => {
    if (!/^DeepL-Auth-Key \S+/.test(String(seen.headers.authorization))) {
      send(res, 403, { message: 'Wrong endpoint or key' });
      return true;
    }
    const path = seen.path.split('?')[0];
    if (seen.method === 'POST' && path === '/v2/translate') {
      const form = new URLSearchParams(seen.body);
      const texts = form.getAll('text');
      if (await overridden(res, self.override?.(texts), translations)) return true;
      const target = (form.get('target_lang') ?? '').toLowerCase().slice(0, 2);
      const glossary = glossaries.find((item) => item.glossary_id === form.get('glossary_id'));
      send(
        res,
        200,
        translations(
          texts.map((text) => {
            let out = text;
            for (const [term, translation] of glossary?.entries ?? [])
              out = out.split(term).join(translation);
            return fakeTranslation(target, out);
          }),
        ),
      );
      return true;
    }
    if (seen.method === 'GET' && path === '/v2/glossaries') {
      send(res, 200, { glossaries: glossaries.map(info) });
      return true;
    }
    if (seen.method === 'POST' && path === '/v2/glossaries') {
      const form = new URLSearchParams(seen.body);
      const entries = new Map(
        (form.get('entries') ?? '')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t') as [string, string]),
      );
      const glossary: DeeplGlossary = {
        glossary_id: `gl-${glossaries.length + 1}`,
        name: form.get('name') ?? '',
        ready: true,
        source_lang: form.get('source_lang') ?? '',
        target_lang: form.get('target_lang') ?? '',
        creation_time: new Date().toISOString(),
        entry_count: entries.size,
        entries,
      };
      glossaries.push(glossary);
      send(res, 201, info(glossary));
      return true;
    }
    const remove = /^\/v2\/glossaries\/([^/]+)$/.exec(path ?? '');
    if (seen.method === 'DELETE' && remove) {
      const index = glossaries.findIndex((item) => item.glossary_id === remove[1]);
      if (index >= 0) glossaries.splice(index, 1);
      res.writeHead(index >= 0 ? 204 : 404).end();
      return true;
    }
  }, port);
  return Object.assign(standIn, { glossaries });
}

export async function startOpenAiStandIn(): Promise<StandIn> {
  const completion = (content: string) => ({
    id: 'chatcmpl-stand-in',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'stand-in',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
  const answer = (texts: string[]) =>
    completion(
      JSON.stringify({ translations: texts.map((text, index) => ({ id: String(index), text })) }),
    );
  return start(async (seen, res, self) => {
    if (seen.method !== 'POST' || seen.path !== '/v1/chat/completions') return false;
    const request = JSON.parse(seen.body) as { messages: { role: string; content: string }[] };
    const user = request.messages.find((message) => message.role === 'user')?.content ?? '{}';
    const segments = (JSON.parse(user) as { segments: { id: string; text: string }[] }).segments;
    const texts = segments.map((segment) => segment.text);
    if (await overridden(res, self.override?.(texts), answer)) return true;
    const target =
      /to (\w+)/
        .exec(request.messages[0]?.content ?? '')?.[1]
        ?.slice(0, 2)
        .toLowerCase() ?? 'xx';
    send(res, 200, answer(texts.map((text) => fakeTranslation(target, text))));
    return true;
  });
}

export async function startGoogleStandIn(): Promise<StandIn> {
  const answer = (texts: string[]) => ({
    translations: texts.map((translatedText) => ({ translatedText })),
  });
  return start(async (seen, res, self) => {
    const match = /^\/v3\/projects\/([^/]+)\/locations\/([^/:]+):translateText/.exec(seen.path);
    if (seen.method !== 'POST' || !match) return false;
    if (!/^Bearer \S+/.test(String(seen.headers.authorization))) {
      send(res, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
      return true;
    }
    const request = JSON.parse(seen.body) as { contents: string[]; targetLanguageCode: string };
    if (await overridden(res, self.override?.(request.contents), answer)) return true;
    send(
      res,
      200,
      answer(request.contents.map((text) => fakeTranslation(request.targetLanguageCode, text))),
    );
    return true;
  });
}
