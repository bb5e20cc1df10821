import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEDBACK_DB, DEFAULT_INDEX_DIR, parseEnv } from './env';

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

describe('parseEnv: feedback and review', () => {
  it('keeps feedback in data/feedback.sqlite by default, outside the default INDEX_DIR', () => {
    const env = parseEnv({});
    expect(env.FEEDBACK_DB).toBe(path.resolve(DEFAULT_FEEDBACK_DB));
    expect(path.relative(env.INDEX_DIR, env.FEEDBACK_DB).startsWith('..')).toBe(true);
  });

  it.each([
    ['/srv/idx', '/srv/idx/feedback.sqlite'],
    ['/srv/idx', '/srv/idx/sub/fb.sqlite'],
    ['data/index', 'data/index/fb.sqlite'],
  ])('refuses FEEDBACK_DB inside INDEX_DIR (%s, %s): the next ingest would delete it', (i, f) => {
    expect(() => parseEnv({ INDEX_DIR: i, FEEDBACK_DB: f })).toThrow(
      /FEEDBACK_DB.*inside INDEX_DIR/,
    );
  });

  it('accepts a FEEDBACK_DB beside an index whose name it shares a prefix with', () => {
    expect(
      parseEnv({ INDEX_DIR: '/srv/idx', FEEDBACK_DB: '/srv/idx-feedback.sqlite' }).FEEDBACK_DB,
    ).toBe('/srv/idx-feedback.sqlite');
  });

  it.each([
    [{}, 90],
    [{ FEEDBACK_RETENTION_DAYS: '30' }, 30],
  ])('keeps feedback FEEDBACK_RETENTION_DAYS days (%j → %d)', (env, days) => {
    expect(parseEnv(env).FEEDBACK_RETENTION_DAYS).toBe(days);
  });

  it.each([
    ['FEEDBACK_RETENTION_DAYS', '0'],
    ['FEEDBACK_RETENTION_DAYS', 'ninety'],
    ['FEEDBACK_RETENTION_DAYS', '1.5'],
    ['DATABASE_URL', 'http://db/x'],
    ['DATABASE_URL', 'db:5432'],
  ])('rejects %s=%s, naming it', (variable, value) => {
    expect(() => parseEnv({ [variable]: value })).toThrow(variable);
  });

  it('refuses a REVIEW_TOKEN shorter than 16 characters', () => {
    expect(() => parseEnv({ REVIEW_TOKEN: 'short' })).toThrow(/REVIEW_TOKEN/);
    expect(parseEnv({ REVIEW_TOKEN: 'x'.repeat(16) }).REVIEW_TOKEN).toBe('x'.repeat(16));
  });
});

describe('parseEnv: logs and the edge', () => {
  it('defaults to no question text in logs, no trusted proxy, rate limits on, no lists', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ LOG_QUESTIONS: false, TRUST_PROXY: 0, RATE_LIMITS: 'on' });
    expect(env.PUBLIC_ORIGIN).toBeUndefined();
    expect(env.ALLOWED_HOSTS).toBeUndefined();
  });

  it.each<[Record<string, string>, Record<string, unknown>]>([
    [{ LOG_QUESTIONS: '1' }, { LOG_QUESTIONS: true }],
    [{ LOG_QUESTIONS: '0' }, { LOG_QUESTIONS: false }],
    [{ TRUST_PROXY: '2' }, { TRUST_PROXY: 2 }],
    [{ PUBLIC_ORIGIN: 'https://thuoc.bv.vn/app/' }, { PUBLIC_ORIGIN: 'https://thuoc.bv.vn' }],
    [{ PUBLIC_ORIGIN: 'https://thuoc.bv.vn:443' }, { PUBLIC_ORIGIN: 'https://thuoc.bv.vn' }],
    [
      { ALLOWED_HOSTS: ' Thuoc.BV.vn , 10.0.0.5:3000,' },
      { ALLOWED_HOSTS: ['thuoc.bv.vn', '10.0.0.5:3000'] },
    ],
    [{ RATE_LIMITS: 'off' }, { RATE_LIMITS: 'off' }],
  ])('reads %j', (source, expected) => {
    expect(parseEnv(source)).toMatchObject(expected);
  });

  it.each([
    ['LOG_QUESTIONS', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '-1'],
    ['PUBLIC_ORIGIN', 'thuoc.bv.vn'],
    ['RATE_LIMITS', 'none'],
  ])('refuses %s=%j, naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });
});
