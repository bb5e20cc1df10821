import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INDEX_DIR, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs offline with nothing set', () => {
    const env = parseEnv({});
    expect(env.QDRANT_COLLECTION).toBe('duoc_thu');
    expect(env.LLM_BASE_URL).toBeUndefined();
    expect(env.QDRANT_URL).toBeUndefined();
    expect(env.INDEX_DIR).toBe(path.resolve(DEFAULT_INDEX_DIR));
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ LLM_BASE_URL: '', QDRANT_URL: ' ' });
    expect(env.LLM_BASE_URL).toBeUndefined();
    expect(env.QDRANT_URL).toBeUndefined();
  });

  it('keeps a configured LLM endpoint and an absolute INDEX_DIR', () => {
    const env = parseEnv({
      LLM_BASE_URL: 'http://127.0.0.1:8000/v1',
      LLM_MODEL: 'm',
      INDEX_DIR: '/srv/idx',
    });
    expect(env).toMatchObject({
      LLM_BASE_URL: 'http://127.0.0.1:8000/v1',
      LLM_MODEL: 'm',
      INDEX_DIR: '/srv/idx',
    });
  });

  it.each([
    ['a URL without a scheme', { QDRANT_URL: 'localhost:6333' }, 'QDRANT_URL'],
    ['an LLM endpoint without a model', { LLM_BASE_URL: 'http://x/v1' }, 'LLM_MODEL'],
    [
      'an embedding endpoint without a model',
      { EMBEDDING_BASE_URL: 'http://x/v1' },
      'EMBEDDING_MODEL',
    ],
  ])('rejects %s, naming the variable', (_name, input, variable) => {
    expect(() => parseEnv(input)).toThrow(variable);
  });
});
