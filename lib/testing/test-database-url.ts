import { randomBytes } from 'node:crypto';

const announced = new Set<string>();

/**
 * The Postgres the tests may use: TEST_DATABASE_URL, else DATABASE_URL (CI sets the first with
 * scripts/start-test-postgres.sh). Without either, says once, in one line, which suite is
 * skipped. Use as `describe.skipIf(!testDatabaseUrl(...))`.
 */
export function testDatabaseUrl(suite: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
  if (!url && !announced.has(suite)) {
    announced.add(suite);
    console.warn(
      `skipped: ${suite} on Postgres (no TEST_DATABASE_URL or DATABASE_URL; ` +
        'scripts/start-test-postgres.sh run -- npx vitest run … starts one)',
    );
  }
  return url;
}

/** A schema name of the test's own, so runs sharing one database never see each other's rows. */
export function freshSchemaName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** `url` with every connection's search_path set to `schema` (libpq's `options` parameter). */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
