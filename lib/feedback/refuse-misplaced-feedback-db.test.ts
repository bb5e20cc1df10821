import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

/** A fresh lib/env.ts each time: it parses the environment once per process. */
async function startUp(env: Record<string, string>): Promise<{ code?: number; said: string }> {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const { refuseMisplacedFeedbackDb } = await import('./refuse-misplaced-feedback-db');
  const said: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void said.push(line));
  let code: number | undefined;
  refuseMisplacedFeedbackDb('/srv/app', (c) => {
    code = c;
    return undefined as never;
  });
  return { code, said: said.join('\n') };
}

describe('refuseMisplacedFeedbackDb (start-up)', () => {
  it('ends a production server whose feedback file is inside the app folder', async () => {
    const { code, said } = await startUp({
      NODE_ENV: 'production',
      FEEDBACK_DB: '/srv/app/data/feedback.sqlite',
      DATABASE_URL: '',
    });
    expect(code).toBe(1);
    expect(said).toMatch(
      /FEEDBACK_DB: \/srv\/app\/data\/feedback\.sqlite is inside the app folder/,
    );
  });

  it('ends a server with an invalid environment, naming the variable', async () => {
    const { code, said } = await startUp({ FEEDBACK_RETENTION_DAYS: 'never' });
    expect(code).toBe(1);
    expect(said).toMatch(/FEEDBACK_RETENTION_DAYS/);
  });

  it('lets a production server start with its feedback outside the app folder', async () => {
    const { code } = await startUp({
      NODE_ENV: 'production',
      FEEDBACK_DB: '/var/lib/duoc-thu/feedback.sqlite',
      DATABASE_URL: '',
    });
    expect(code).toBeUndefined();
  });
});
