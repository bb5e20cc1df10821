/**
 * The app as Playwright sees it: a production build served on loopback. The sample book and its
 * index are prepared first, so the suite runs against the same data a clinician would see on the
 * embedded default.
 */
import { spawn, spawnSync } from 'node:child_process';

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? (process.argv[portArg + 1] ?? '3123') : '3123';

function run(cmd: string, args: string[]): void {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`serve-e2e-app: ${cmd} ${args.join(' ')} failed with exit ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

run('npx', ['next', 'build']);
const server = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: process.env,
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
