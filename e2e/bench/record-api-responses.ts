/**
 * npx tsx --conditions=react-server e2e/bench/record-api-responses.ts --base-url URL --index DIR --out FILE
 *
 * Asks a running server a fixed set of questions over the index's drugs (POST /api/answer),
 * finds a fixed set of words (GET /api/find), reads the drug index and filters it (GET
 * /api/drug-index, /api/drug-index/match), and writes every status and body, one JSON line
 * each, in a fixed order. Run against two builds over the same index and
 * `cmp` the files: a change meant to alter only how the server holds the index (issue 13 item 4)
 * must leave answers, citations, quote_regions and find hits byte-for-byte the same.
 * Only the given URL (loopback) is contacted.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { monographSchema } from '@/lib/schema/monograph';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    index: { type: 'string' },
    out: { type: 'string' },
    questions: { type: 'string', default: '120' },
  },
});
if (!values['base-url'] || !values.index || !values.out) {
  console.error('usage: record-api-responses --base-url URL --index DIR --out FILE');
  process.exit(2);
}
const base = values['base-url'];

const TEMPLATES = [
  (d: string) => `liều ${d} cho trẻ em`,
  (d: string) => `chống chỉ định của ${d}`,
  (d: string) => `${d} có dùng được cho phụ nữ có thai không`,
  (d: string) => `liều ${d} cho người suy thận Clcr 25 ml/phút`,
  (d: string) => `tác dụng không mong muốn của ${d}`,
  (d: string) => `${d} tương tác với warfarin không?`,
];
const FIND = ['liều', 'suy thận', 'lieu dung', 'Clcr', 'mg/kg', 'bảo quản', 'thai', 'ml/phút'];
const FILTERS = ['para', 'amoxicilin', 'kali clorua', 'ibu', 'zzzq'];

const names = readJsonlSync(path.join(values.index, INDEX_FILES.monographs), monographSchema).map(
  (m) => m.drug_name.toLowerCase(),
);
const lines: string[] = [];
async function record(label: string, response: Response): Promise<void> {
  lines.push(JSON.stringify({ label, status: response.status, body: await response.text() }));
}

for (let i = 0; i < Number(values.questions); i++) {
  const question = TEMPLATES[i % TEMPLATES.length]!(names[(i * 11) % names.length]!);
  await record(
    `answer ${question}`,
    await fetch(`${base}/api/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question }),
    }),
  );
}
for (const q of FIND) {
  await record(`find ${q}`, await fetch(`${base}/api/find?q=${encodeURIComponent(q)}`));
}
await record('drug-index', await fetch(`${base}/api/drug-index`));
for (const q of FILTERS) {
  await record(
    `drug-index match ${q}`,
    await fetch(`${base}/api/drug-index/match?q=${encodeURIComponent(q)}`),
  );
}
writeFileSync(values.out, lines.join('\n') + '\n');
console.log(`${lines.length} responses → ${values.out}`);
