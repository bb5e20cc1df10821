import { createHash } from 'node:crypto';
import * as realFs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { buildQuerySparseVector } from '@/lib/text/build-sparse-vector';
import { buildStoredPoints } from './build-stored-points';
import { StoreNotLoadedError, type StoredPoint } from './chunk-store';
import { LocalStore, openLocalStore, openLocalStoreSnapshot } from './local-store';
import { makeFixtureChunk } from './testing/make-fixture-chunk';

// Injected file-system failures, to prove a load that dies mid-way leaves the old store served.
const faults = vi.hoisted(() => ({
  renameOnto: null as string | null,
  openMatching: null as RegExp | null,
}));

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const promises = {
    ...actual.promises,
    rename: async (from: string, to: string) => {
      if (faults.renameOnto !== null && to === faults.renameOnto) {
        throw Object.assign(new Error(`EIO: simulated failure renaming onto ${to}`), {
          code: 'EIO',
        });
      }
      return actual.promises.rename(from, to);
    },
    open: async (file: string, flags?: string) => {
      if (faults.openMatching?.test(file) && flags === 'w') {
        throw Object.assign(new Error(`ENOSPC: simulated full disk writing ${file}`), {
          code: 'ENOSPC',
        });
      }
      return actual.promises.open(file, flags);
    },
  };
  return { ...actual, promises, default: { ...actual, promises } };
});

const root = realFs.mkdtempSync(path.join(os.tmpdir(), 'duoc-thu-local-store-'));
let counter = 0;
function newDir(): string {
  counter += 1;
  return path.join(root, `index-${counter}`, 'store');
}

function fixture(texts: readonly string[]): { chunks: Chunk[]; points: StoredPoint[] } {
  const chunks = texts.map((text, i) =>
    makeFixtureChunk({ part_index: i, part_count: texts.length, text }),
  );
  return { chunks, points: buildStoredPoints(chunks) };
}

const A = fixture(['Người lớn: uống 500 mg mỗi 12 giờ.', 'Trẻ em: 10 mg/kg mỗi ngày.']);
const B = fixture([
  'Suy thận: giảm liều một nửa.',
  'Người cao tuổi: theo dõi chức năng thận.',
  'Quá liều: rửa dạ dày.',
]);

function siblings(dir: string): string[] {
  return realFs.readdirSync(path.dirname(dir)).sort();
}

afterEach(() => {
  faults.renameOnto = null;
  faults.openMatching = null;
});
afterAll(() => realFs.rmSync(root, { recursive: true, force: true }));

describe('LocalStore on disk', () => {
  it('serves a symlink to an immutable generation with a checksummed manifest', async () => {
    const dir = newDir();
    const result = await new LocalStore(dir).load(A.points);
    expect(realFs.lstatSync(dir).isSymbolicLink()).toBe(true);
    expect(realFs.readlinkSync(dir)).toBe(`store.${result.collection}`);
    expect(siblings(dir)).toEqual(['store', `store.${result.collection}`]);

    const manifest = JSON.parse(realFs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      schema_version: number;
      collection: string;
      counts: { points: number; dense_size: number | null };
      files: Record<string, { bytes: number; sha256: string }>;
    };
    expect(manifest).toMatchObject({
      schema_version: 4,
      collection: result.collection,
      counts: { points: 2, dense_size: null },
    });
    for (const [name, entry] of Object.entries(manifest.files)) {
      const data = realFs.readFileSync(path.join(dir, name));
      expect(data.byteLength).toBe(entry.bytes);
      expect(createHash('sha256').update(data).digest('hex')).toBe(entry.sha256);
    }
    const lines = realFs.readFileSync(path.join(dir, 'chunks.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as Chunk).chunk_id)).toEqual(
      A.chunks.map((c) => c.chunk_id),
    );
  });

  it('keeps the previous generation for in-flight readers and removes older ones', async () => {
    const dir = newDir();
    const store = new LocalStore(dir);
    const first = await store.load(A.points);
    const second = await store.load(B.points);
    const third = await store.load(A.points);
    expect(third.replaced).toBe(second.collection);
    expect(siblings(dir)).toEqual(
      ['store', `store.${second.collection}`, `store.${third.collection}`].sort(),
    );
    expect(siblings(dir)).not.toContain(`store.${first.collection}`);
  });

  it('a reader re-opens when another writer swaps the store under it', async () => {
    const dir = newDir();
    await new LocalStore(dir).load(A.points);
    const reader = await openLocalStore(dir);
    expect(await reader.count()).toBe(2);
    await new LocalStore(dir).load(B.points);
    expect(await reader.count()).toBe(3);
    const hits = await reader.search({ sparse: buildQuerySparseVector('suy thận'), limit: 1 });
    expect(hits[0]?.chunk.text).toBe('Suy thận: giảm liều một nửa.');
  });

  it('returns copies: editing a result does not change what the next read sees', async () => {
    const dir = newDir();
    const store = new LocalStore(dir);
    await store.load(A.points);
    const [chunk] = await store.getChunks([A.chunks[0]?.chunk_id ?? '']);
    if (!chunk) throw new Error('missing');
    chunk.text = 'edited';
    const [again] = await store.getChunks([chunk.chunk_id]);
    expect(again?.text).toBe(A.chunks[0]?.text);
  });

  it('a snapshot parses a point once: its readers share the object, other snapshots do not', async () => {
    const dir = newDir();
    await new LocalStore(dir).load(A.points);
    const id = A.chunks[0]?.chunk_id ?? '';
    const snapshot = await openLocalStoreSnapshot(dir);
    const [first] = await snapshot.getChunks([id]);
    const scrolled = await snapshot.scrollChunks({ drug_id: [first?.drug_id ?? ''] });
    expect(scrolled.find((c) => c.chunk_id === id)).toBe(first);
    const [other] = await (await openLocalStoreSnapshot(dir)).getChunks([id]);
    expect(other).toEqual(first);
    expect(other).not.toBe(first);
  });

  it('openLocalStore fails clearly when nothing was loaded', async () => {
    await expect(openLocalStore(newDir())).rejects.toBeInstanceOf(StoreNotLoadedError);
  });

  it('refuses a generation whose files do not match their checksums', async () => {
    const dir = newDir();
    await new LocalStore(dir).load(A.points);
    const file = path.join(dir, 'sparse-values.f32');
    const data = realFs.readFileSync(file);
    data[0] = (data[0] ?? 0) ^ 0xff;
    realFs.writeFileSync(file, data);
    await expect(openLocalStore(dir)).rejects.toThrow(/sparse-values\.f32: checksum mismatch/);
  });
});

describe('LocalStore atomic swap', () => {
  let dir: string;
  let store: LocalStore;
  let first: string;

  beforeAll(async () => {
    dir = newDir();
    store = new LocalStore(dir);
    first = (await store.load(A.points)).collection;
  });

  async function expectOldServed(): Promise<void> {
    expect(await store.count()).toBe(2);
    expect((await store.info()).collection).toBe(first);
    // nothing half-written is left next to the store
    expect(siblings(dir)).toEqual(['store', `store.${first}`]);
  }

  it('a write failing half-way (disk full) leaves the old store served and no debris', async () => {
    faults.openMatching = /sparse-docs\.u32$/;
    await expect(store.load(B.points)).rejects.toThrow(/ENOSPC/);
    await expectOldServed();
  });

  it('a failing swap (the final rename) leaves the old store served and no debris', async () => {
    faults.renameOnto = dir;
    await expect(store.load(B.points)).rejects.toThrow(/EIO/);
    await expectOldServed();
  });

  it('stale debris from a crashed load is ignored by readers and cleared by the next load', async () => {
    const parent = path.dirname(dir);
    realFs.mkdirSync(path.join(parent, '.store.local_20200101T000000000Z_abcdef.partial'));
    realFs.symlinkSync('nowhere', path.join(parent, '.store.link-0badc0de'));
    realFs.writeFileSync(path.join(parent, 'unrelated.txt'), 'not ours');
    await expectOldServedIgnoring([
      '.store.link-0badc0de',
      '.store.local_20200101T000000000Z_abcdef.partial',
      'unrelated.txt',
    ]);
    const next = await store.load(B.points);
    expect(siblings(dir)).toEqual(
      ['store', `store.${first}`, `store.${next.collection}`, 'unrelated.txt'].sort(),
    );
    expect(await store.count()).toBe(3);
  });

  async function expectOldServedIgnoring(extra: string[]): Promise<void> {
    expect(await store.count()).toBe(2);
    expect(siblings(dir)).toEqual(['store', `store.${first}`, ...extra].sort());
  }
});

describe('LocalStore migration', () => {
  it('moves a plain folder at the store path aside once, then swaps by link', async () => {
    const dir = newDir();
    realFs.mkdirSync(dir, { recursive: true });
    realFs.writeFileSync(path.join(dir, 'old.txt'), 'an older layout');
    const store = new LocalStore(dir);
    const result = await store.load(A.points);
    expect(realFs.lstatSync(dir).isSymbolicLink()).toBe(true);
    expect(await store.count()).toBe(2);
    // The old folder was only moved aside until the swap succeeded; then it is retired.
    expect(siblings(dir)).toEqual(['store', `store.${result.collection}`]);
  });
});
