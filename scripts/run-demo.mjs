#!/usr/bin/env node
/**
 * npm run demo — on a fresh clone: install what is missing, build the synthetic sample book,
 * ingest it into the LocalStore (data/index), build the app and serve it at http://localhost:3000.
 * Plain Node (no TypeScript) so it runs before `npm ci` has.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const indexDir = path.join(root, 'data/index');

function step(title, cmd, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status}). Nothing else was started.`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  step('Cài đặt thư viện (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund']);
}
step('Tạo sách mẫu tổng hợp (không dùng cho lâm sàng)', 'npm', ['run', 'sample']);
step('Nhập liệu sách mẫu vào chỉ mục cục bộ', 'npm', [
  'run',
  'ingest',
  '--',
  '--pdf',
  'data/sample/duoc-thu-mau.pdf',
  '--out',
  'data/index',
]);
// The production server refuses a feedback file inside the app folder (lib/env.ts: it holds
// clinicians' questions); the demo's votes go to the temp folder unless FEEDBACK_DB says where.
const feedbackDb =
  process.env.FEEDBACK_DB || path.join(os.tmpdir(), 'duoc-thu-demo', 'feedback.sqlite');
const env = { ...process.env, INDEX_DIR: indexDir, FEEDBACK_DB: feedbackDb };
step('Build ứng dụng (npm run build)', 'npm', ['run', 'build'], env);

console.log(`\n▶ Đang chạy tại http://localhost:${port}  (Ctrl+C để dừng)\n`);
// npm start, not next start: it carries the server's heap size (package.json, docs/server-memory.md).
const server = spawn('npm', ['start', '--', '-p', port], { cwd: root, stdio: 'inherit', env });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
