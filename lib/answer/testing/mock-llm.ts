import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';

/** The excerpts an answerer showed the model, as the model would read them: id → attributes + text. */
export interface SeenExcerpt {
  id: string;
  drug: string;
  section: string;
  kind: 'prose' | 'block';
  quarantined: boolean;
  text: string;
}

export function promptText(options: LanguageModelV3CallOptions): string {
  return options.prompt
    .flatMap((m) =>
      typeof m.content === 'string'
        ? [m.content]
        : m.content.map((p) => ('text' in p ? p.text : '')),
    )
    .join('\n');
}

export function readExcerpts(prompt: string): SeenExcerpt[] {
  const out: SeenExcerpt[] = [];
  const re =
    /<excerpt id="([^"]+)" drug="([^"]*)" section="([^"]*)" kind="(prose|block)" quarantined="(yes|no)">\n([\s\S]*?)\n<\/excerpt>/g;
  for (const m of prompt.matchAll(re)) {
    out.push({
      id: m[1]!,
      drug: m[2]!,
      section: m[3]!,
      kind: m[4] as 'prose' | 'block',
      quarantined: m[5] === 'yes',
      text: m[6]!,
    });
  }
  return out;
}

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/**
 * An `ai/test` model whose JSON answer is computed from the excerpts it was shown — so a test
 * can play an adversarial model ("state the dose from the quarantined excerpt").
 */
export function mockLlm(
  respond: (excerpts: SeenExcerpt[], prompt: string) => unknown,
): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const prompt = promptText(options);
      const body = respond(readExcerpts(prompt), prompt);
      return {
        content: [{ type: 'text', text: typeof body === 'string' ? body : JSON.stringify(body) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: USAGE,
        warnings: [],
      };
    },
  });
}

/** A model that never answers within `ms` unless aborted (the caller's timeout). */
export function slowLlm(ms: number): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: (options) =>
      new Promise((_resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('mock: too slow')), ms);
        options.abortSignal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(options.abortSignal?.reason ?? new Error('aborted'));
        });
      }),
  });
}

export function failingLlm(message = 'connect ECONNREFUSED 127.0.0.1:9'): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      throw new Error(message);
    },
  });
}
