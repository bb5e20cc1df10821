import 'server-only';
import type { LanguageModel } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Env } from '@/lib/env';

/**
 * The optional LLM, from an OpenAI-compatible endpoint (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY).
 * Routes never build providers; with nothing configured the answers are extractive.
 */
export function getLanguageModel(
  env: Pick<Env, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY'>,
): LanguageModel | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    supportsStructuredOutputs: true,
  });
  return provider.chatModel(env.LLM_MODEL);
}
