/**
 * npm run bench:memory [-- --index DIR]
 *
 * What a server holds with an index loaded, part by part: in one fresh process (run with
 * --expose-gc so each figure is what survives a full collection), the same loaders the routes
 * call, one after another, each followed by a GC and a `process.memoryUsage()` reading. The
 * delta per part is its retained cost: JS heap (objects, strings), external (Buffers and typed
 * arrays) and RSS. Next itself is not in here: its share is bench:api's next-server RSS minus
 * this total. Defaults to the 680-monograph bench index (built when missing).
 */
import { parseArgs } from 'node:util';
import { benchIndexOptions, ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { BENCH_INDEX_DIR } from '@/ingestion/testing/bench-paths';
import { parseEnv } from '@/lib/env';
import { loadBlocks } from '@/lib/index/load-blocks';
import { loadDrugIndex } from '@/lib/index/load-drug-index';
import { loadPageLines } from '@/lib/index/load-page-lines';
import { readIndexSource } from '@/lib/index/read-index-source';
import { loadDrugLexicon } from '@/lib/retrieval/open-retrieval-context';
import { retrieveChunks } from '@/lib/retrieval/retrieve-chunks';
import { openChunkStore } from '@/lib/store/open-chunk-store';
import { makeEmbedders } from '@/lib/ai/make-embedders';

const { values } = parseArgs({ options: { index: { type: 'string', default: BENCH_INDEX_DIR } } });

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:memory does)');

interface Reading {
  heap: number;
  external: number;
  rss: number;
}

function read(): Reading {
  gc!();
  gc!();
  const m = process.memoryUsage();
  // arrayBuffers are counted inside external; report them together as off-heap bytes.
  return { heap: m.heapUsed, external: m.external, rss: m.rss };
}

const MB = 2 ** 20;
const rows: [string, Reading][] = [];
let last = read();
const start = last;
// Held until the end so each part stays retained, as in a server.
const keep: unknown[] = [];

async function part(name: string, load: () => Promise<unknown>): Promise<void> {
  keep.push(await load());
  const now = read();
  rows.push([
    name,
    { heap: now.heap - last.heap, external: now.external - last.external, rss: now.rss - last.rss },
  ]);
  last = now;
}

const { indexDir } = await ensureSampleIndex({
  ...benchIndexOptions(values.index),
  log: console.log,
});
const env = parseEnv({ INDEX_DIR: indexDir });
const source = await readIndexSource(indexDir);

await part('chunk store (chunks, postings, payload indexes)', () => openChunkStore(indexDir, env));
await part('drug lexicon (monographs.jsonl)', () => loadDrugLexicon(indexDir));
await part('blocks (blocks.jsonl)', () => loadBlocks(indexDir));
await part('20 questions answered (retrieval caches, JIT)', async () => {
  const ctx = {
    store: await openChunkStore(indexDir, env),
    lexicon: await loadDrugLexicon(indexDir),
    embed: makeEmbedders(env)?.query,
  };
  for (let i = 0; i < 20; i++) await retrieveChunks(`liều dùng cho trẻ em ${i}`, [], ctx);
  return null;
});
await part('page lines for /api/find (page-lines.jsonl)', () => loadPageLines(indexDir));
await part('drug index for Mục lục (monographs + folios)', () => loadDrugIndex(indexDir, source));

const fmt = (n: number) => (n / MB).toFixed(1).padStart(7);
console.log(`index: ${indexDir}`);
console.log(
  `runtime before loading: heap ${fmt(start.heap)} MB, external ${fmt(start.external)} MB, RSS ${fmt(start.rss)} MB`,
);
console.log('| part | JS heap MB | external MB | RSS MB |');
console.log('|---|---:|---:|---:|');
for (const [name, r] of rows) {
  console.log(`| ${name} | ${fmt(r.heap)} | ${fmt(r.external)} | ${fmt(r.rss)} |`);
}
console.log(
  `| total with everything loaded | ${fmt(last.heap)} | ${fmt(last.external)} | ${fmt(last.rss)} |`,
);
if (keep.length !== rows.length) throw new Error('a part was not kept');
