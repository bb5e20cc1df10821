/**
 * The app as Playwright sees it: the default sample book ingested by the real pipeline, then a
 * production build served on loopback with INDEX_DIR pointing at that index — the same data a
 * clinician would see on the embedded default.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchIndexOptions, ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { E2E_INDEX_DIR } from './e2e-index-dir';
import { e2eFeedbackDb, E2E_REVIEW_TOKEN } from './serve-e2e-app-env';

export { E2E_INDEX_DIR };

// [--port N] [--bench]; --bench: the 680-monograph book (bench:ui), else the default sample book.
const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    port: { type: 'string', default: '3123' },
    bench: { type: 'boolean', default: false },
  },
});
const port = flags.port;

const { indexDir } = await ensureSampleIndex(
  flags.bench ? benchIndexOptions() : { indexDir: E2E_INDEX_DIR },
);
// Votes go to a database of the e2e run's own (serve-e2e-app-env.ts); the review page is on
// with a fixed token (e2e/review.spec.ts).
const env = {
  ...process.env,
  INDEX_DIR: path.resolve(indexDir),
  FEEDBACK_DB: e2eFeedbackDb(port),
  REVIEW_TOKEN: E2E_REVIEW_TOKEN,
};

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) {
  console.error(`serve-e2e-app: next build failed with exit ${build.status}`);
  process.exit(build.status ?? 1);
}
// `npm start`, as production runs it: its shutdown and logging (lib/ops) are under test too.
const server = spawn('npm', ['start', '--', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env,
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
