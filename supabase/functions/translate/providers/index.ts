/** The provider TRANSLATION_PROVIDER selects, built once per configuration (glossary ids cached). */
import type { TranslateEnv } from '../env.ts';
import { createDeeplProvider } from './deepl.ts';
import { createGoogleProvider } from './google.ts';
import { createOpenAiProvider } from './openai.ts';
import type { TranslationProvider } from './types.ts';

const built = new WeakMap<TranslateEnv, TranslationProvider | null>();

export function providerFor(env: TranslateEnv): TranslationProvider | null {
  const cached = built.get(env);
  if (cached !== undefined) return cached;
  const timeoutMs = env.TRANSLATION_TIMEOUT_MS;
  let provider: TranslationProvider | null = null;
  if (env.TRANSLATION_PROVIDER === 'deepl' && env.DEEPL_API_KEY) {
    provider = createDeeplProvider({
      apiKey: env.DEEPL_API_KEY,
      ...(env.DEEPL_SERVER_URL ? { serverUrl: env.DEEPL_SERVER_URL } : {}),
      timeoutMs,
    });
  } else if (env.TRANSLATION_PROVIDER === 'google' && env.GOOGLE_CLOUD_PROJECT) {
    provider = createGoogleProvider({
      projectId: env.GOOGLE_CLOUD_PROJECT,
      location: env.GOOGLE_CLOUD_LOCATION ?? 'global',
      ...(env.GOOGLE_CREDENTIALS_JSON ? { credentialsJson: env.GOOGLE_CREDENTIALS_JSON } : {}),
      ...(env.GOOGLE_ACCESS_TOKEN ? { accessToken: env.GOOGLE_ACCESS_TOKEN } : {}),
      ...(env.GOOGLE_TRANSLATE_ENDPOINT ? { endpoint: env.GOOGLE_TRANSLATE_ENDPOINT } : {}),
      timeoutMs,
    });
  } else if (env.TRANSLATION_PROVIDER === 'openai' && env.OPENAI_API_KEY && env.TRANSLATION_MODEL) {
    provider = createOpenAiProvider({
      apiKey: env.OPENAI_API_KEY,
      ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
      model: env.TRANSLATION_MODEL,
      timeoutMs,
    });
  }
  built.set(env, provider);
  return provider;
}
