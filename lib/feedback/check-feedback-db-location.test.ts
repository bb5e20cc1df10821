import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { checkFeedbackDbLocation } from './check-feedback-db-location';

const check = (source: Record<string, string>, appDir: string) =>
  checkFeedbackDbLocation(parseEnv(source), appDir);

describe('checkFeedbackDbLocation', () => {
  it.each<[string, Record<string, string>, string]>([
    ['the default FEEDBACK_DB', {}, process.cwd()],
    ['a relative FEEDBACK_DB', { FEEDBACK_DB: 'fb.sqlite' }, process.cwd()],
    ['a FEEDBACK_DB under the app folder', { FEEDBACK_DB: '/srv/app/var/fb.sqlite' }, '/srv/app'],
    [
      'the app folder given relative',
      { FEEDBACK_DB: '/srv/app/fb.sqlite' },
      path.relative('.', '/srv/app'),
    ],
  ])('in production, refuses %s: it is inside the app folder', (_name, env, appDir) => {
    expect(check({ ...env, NODE_ENV: 'production' }, appDir)).toMatch(
      /FEEDBACK_DB: .* is inside the app folder .*NODE_ENV=production.*DEPLOY\.md/s,
    );
    // Outside production the checkout's data/ folder stays the default.
    expect(check(env, appDir)).toBeUndefined();
    expect(check({ ...env, NODE_ENV: 'development' }, appDir)).toBeUndefined();
  });

  it.each<[string, Record<string, string>]>([
    ['outside the app folder', { FEEDBACK_DB: '/var/lib/duoc-thu/fb.sqlite' }],
    ['beside it, sharing its name as a prefix', { FEEDBACK_DB: '/srv/app-feedback.sqlite' }],
    [
      'inside it but unused: DATABASE_URL is set',
      { FEEDBACK_DB: '/srv/app/fb.sqlite', DATABASE_URL: 'postgres://db/x' },
    ],
  ])('in production, accepts a FEEDBACK_DB %s', (_name, env) => {
    expect(check({ ...env, NODE_ENV: 'production' }, '/srv/app')).toBeUndefined();
  });
});
