/**
 * The Postgres bench:cluster's instances share: DATABASE_URL or TEST_DATABASE_URL when set,
 * else a throw-away cluster from scripts/start-test-postgres.sh (stopped by `stop`). Either way
 * the run gets a schema of its own, dropped at the end, so it never mixes with other rows.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { freshSchemaName, withSearchPath } from '@/lib/testing/test-database-url';

export interface BenchPostgres {
  /** DATABASE_URL for the instances: the run's own schema on the search path. */
  url: string;
  /** Where the URL came from, for the report. */
  origin: string;
  schema: string;
  /** A client on the run's schema, for counting rows. */
  query: <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<T[]>;
  stop: () => Promise<void>;
}

export async function startBenchPostgres(port: number): Promise<BenchPostgres> {
  let base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  let origin = 'DATABASE_URL / TEST_DATABASE_URL';
  let stopCluster = () => undefined as void;
  if (!base) {
    const started = spawnSync('scripts/start-test-postgres.sh', ['start', String(port)], {
      encoding: 'utf8',
    });
    if (started.status !== 0) {
      throw new Error(
        `bench:cluster needs Postgres: ${started.stderr.trim()} (or set DATABASE_URL)`,
      );
    }
    const url = /TEST_DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
    const dir = /TEST_POSTGRES_DIR=(\S+)/.exec(started.stdout)?.[1];
    if (!url || !dir) throw new Error(`start-test-postgres.sh said: ${started.stdout}`);
    base = url;
    origin = `scripts/start-test-postgres.sh (${started.stderr.trim().replace(/^.*?: /, '')})`;
    stopCluster = () => {
      spawnSync('scripts/start-test-postgres.sh', ['stop', dir], { stdio: 'ignore' });
    };
  }
  const schema = freshSchemaName('bench_cluster');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = withSearchPath(base, schema);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    url,
    origin,
    schema,
    query: async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      (await client.query<T>(sql, params)).rows,
    stop: async () => {
      await client.end().catch(() => undefined);
      await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await admin.end().catch(() => undefined);
      stopCluster();
    },
  };
}
