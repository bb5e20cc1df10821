import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QdrantClient } from '@qdrant/js-client-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkSchema, type Chunk } from '@/lib/schema/chunk';
import { buildQuerySparseVector } from '@/lib/text/build-sparse-vector';
import { buildStoredPoints } from './build-stored-points';
import {
  StoreNotLoadedError,
  prefetchLimit,
  type ChunkStore,
  type StoredPoint,
} from './chunk-store';
import { fuseRrf } from './fuse-rrf';
import { LocalStore } from './local-store';
import { QdrantStore } from './qdrant-store';
import { hashEmbedding } from './testing/hash-embedding';
import { hasRealdata } from '@/lib/testing/realdata';
import {
  loadRealdataChunks,
  REALDATA_SECTIONS,
  REALDATA_TABLES,
} from './testing/load-realdata-chunks';
import { makeFixtureChunk } from './testing/make-fixture-chunk';

/**
 * One contract, two adapters. Every ChunkStore must pass this suite; it runs against
 * LocalStore always and against QdrantStore when QDRANT_URL is set.
 *
 * Fixtures: prose chunks of 12 real monographs and block descriptors of 15 real tables
 * (read at test time from ../shared/realdata, see testing/load-realdata-chunks.ts), plus two
 * sentences of our own that differ only in diacritics.
 */

interface StoreHandle {
  store: ChunkStore;
  dispose: () => Promise<void>;
}

type StoreFactory = () => Promise<StoreHandle>;

// Two chunks of our own whose words fold alike: "liều" (dose) / "liệu" (material).
const OWN_CHUNKS: Chunk[] = [
  makeFixtureChunk({
    drug_id: 'thuoc_thu',
    section_key: 'lieu_luong_va_cach_dung',
    text: 'Liều dùng cho trẻ em: 10 mg/kg mỗi ngày, chia 2 lần.',
  }),
  makeFixtureChunk({
    drug_id: 'thuoc_thu',
    section_key: 'thong_tin_quy_che',
    text: 'Tài liệu dùng cho trẻ em và người lớn được cập nhật hằng năm.',
  }),
];

function withoutOne(chunks: readonly Chunk[], id: string): Chunk[] {
  return chunks.filter((c) => c.chunk_id !== id);
}

function ids(results: readonly { chunk: Chunk }[]): string[] {
  return results.map((r) => r.chunk.chunk_id);
}

function runChunkStoreContract(name: string, makeStore: StoreFactory): void {
  // The fixtures are the real book's sections and tables; a bare clone has none to load.
  const canRun = hasRealdata('the ChunkStore contract', REALDATA_SECTIONS, REALDATA_TABLES);
  describe.skipIf(!canRun)(`ChunkStore contract: ${name}`, () => {
    let chunks: Chunk[] = [];
    let points: StoredPoint[] = [];
    let hybridPoints: StoredPoint[] = [];
    const handles: StoreHandle[] = [];

    async function freshStore(): Promise<ChunkStore> {
      const handle = await makeStore();
      handles.push(handle);
      return handle.store;
    }

    async function loadedStore(load: readonly StoredPoint[] = points): Promise<ChunkStore> {
      const store = await freshStore();
      await store.load(load);
      return store;
    }

    beforeAll(() => {
      chunks = [...loadRealdataChunks(), ...OWN_CHUNKS];
      points = buildStoredPoints(chunks);
      hybridPoints = buildStoredPoints(
        chunks,
        chunks.map((c) => hashEmbedding(c.text)),
      );
    });

    afterAll(async () => {
      for (const handle of handles) await handle.dispose();
    });

    it('has realistic fixtures: prose and descriptors, a chunk on physical page 0', () => {
      expect(chunks.length).toBeGreaterThan(150);
      expect(chunks.some((c) => c.chunk_kind === 'block_descriptor')).toBe(true);
      expect(chunks.some((c) => c.heading_physical_page === 0 && !c.has_quarantined_content)).toBe(
        true,
      );
    });

    it('reads before any load fail with StoreNotLoadedError', async () => {
      const store = await freshStore();
      await expect(store.count()).rejects.toBeInstanceOf(StoreNotLoadedError);
    });

    it('loads, counts and describes the collection', async () => {
      const store = await freshStore();
      const result = await store.load(points);
      expect(result).toMatchObject({ points: chunks.length, hasDense: false, replaced: null });
      expect(result.collection.length).toBeGreaterThan(0);
      expect(await store.count()).toBe(chunks.length);
      expect(await store.info()).toMatchObject({
        collection: result.collection,
        points: chunks.length,
        hasDense: false,
        denseSize: null,
        schemaVersion: 4,
      });
    });

    it('refuses a schema_version 3 chunk anywhere in the load, naming chunk and field', async () => {
      const store = await freshStore();
      const last = points.at(-1);
      if (!last) throw new Error('no fixture points');
      const old = {
        ...last,
        chunk: { ...last.chunk, schema_version: 3 },
      } as unknown as StoredPoint;
      await expect(store.load([...points.slice(0, -1), old])).rejects.toThrow(
        new RegExp(`${last.chunk.chunk_id}.*schema_version`),
      );
      await expect(store.count()).rejects.toBeInstanceOf(StoreNotLoadedError);
    });

    it.each([
      ['source_text', ''],
      ['drug_name', undefined],
      ['source_page_range', null],
    ])('refuses a chunk missing required field %s', async (field, value) => {
      const store = await freshStore();
      const [first, ...rest] = points;
      if (!first) throw new Error('no fixture points');
      const broken = {
        ...first,
        chunk: { ...first.chunk, [field]: value },
      } as unknown as StoredPoint;
      await expect(store.load([...rest, broken])).rejects.toThrow(
        new RegExp(`${first.chunk.chunk_id}.*${field}`),
      );
      await expect(store.count()).rejects.toBeInstanceOf(StoreNotLoadedError);
    });

    it('accepts page 0 and has_quarantined_content=false (present, not missing)', async () => {
      const zero = chunks.find((c) => c.heading_physical_page === 0 && !c.has_quarantined_content);
      if (!zero) throw new Error('fixtures lack a page-0 chunk');
      const store = await loadedStore();
      const [back] = await store.getChunks([zero.chunk_id]);
      expect(back?.heading_physical_page).toBe(0);
      expect(back?.has_quarantined_content).toBe(false);
    });

    describe('search', () => {
      let store: ChunkStore;
      beforeAll(async () => {
        store = await loadedStore();
      });

      it.each([
        ['spironolacton bảo quản tránh ánh sáng', 'spironolacton__do_on_dinh_va_bao_quan__0'],
        ['acenocoumarol phụ nữ có thai dị dạng thai nhi', 'acenocoumarol__thoi_ky_mang_thai__0'],
        // a dose with a decimal comma, and the same dose typed with a point
        ['12,5 g natri thiosulfat', 'natri_nitrit__lieu_luong_va_cach_dung__0'],
        ['12.5 g natri thiosulfat', 'natri_nitrit__lieu_luong_va_cach_dung__0'],
        // the book prints "điều hoà"; the question types "điều hòa"
        ['điều hòa cân bằng acid-base', 'natri_clorid__duoc_ly_va_co_che_tac_dung__0'],
        // a table is found through its descriptor chunk
        [
          'độ thanh thải creatinin ciprofloxacin',
          'ciprofloxacin__lieu_luong_va_cach_dung__block__curated-table-0398-001',
        ],
        // without diacritics
        ['acenocoumarol di dang thai nhi', 'acenocoumarol__thoi_ky_mang_thai__0'],
        ['spironolacton bao quan tranh anh sang', 'spironolacton__do_on_dinh_va_bao_quan__0'],
      ])('sparse: %j ranks %s first', async (question, expected) => {
        const results = await store.search({ sparse: buildQuerySparseVector(question), limit: 5 });
        expect(results[0]?.chunk.chunk_id).toBe(expected);
        expect(results.length).toBeLessThanOrEqual(5);
        for (let i = 1; i < results.length; i += 1) {
          expect(results[i]?.score).toBeLessThanOrEqual(results[i - 1]?.score ?? Infinity);
        }
      });

      it('exact diacritics rank the exact word above a word that folds alike', async () => {
        const filter = { drug_id: ['thuoc_thu'] };
        const dose = await store.search({
          sparse: buildQuerySparseVector('liều dùng'),
          filter,
          limit: 2,
        });
        expect(ids(dose)).toEqual([
          'thuoc_thu__lieu_luong_va_cach_dung__0',
          'thuoc_thu__thong_tin_quy_che__0',
        ]);
        const material = await store.search({
          sparse: buildQuerySparseVector('tài liệu'),
          filter,
          limit: 2,
        });
        expect(material[0]?.chunk.chunk_id).toBe('thuoc_thu__thong_tin_quy_che__0');
      });

      it('returns only chunks sharing a term, and nothing for an empty query vector', async () => {
        const none = await store.search({ sparse: buildQuerySparseVector('xyzzyq'), limit: 5 });
        expect(none).toEqual([]);
        const empty = await store.search({ sparse: { indices: [], values: [] }, limit: 5 });
        expect(empty).toEqual([]);
      });

      it('filters by drug_id (the named drug wins even where the lexical ranking would not)', async () => {
        const results = await store.search({
          sparse: buildQuerySparseVector('chống chỉ định'),
          filter: { drug_id: ['acarbose'] },
          limit: 3,
        });
        expect(results[0]?.chunk.chunk_id).toBe('acarbose__chong_chi_dinh__0');
        expect(results.every((r) => r.chunk.drug_id === 'acarbose')).toBe(true);
      });

      it('filters by section_key, OR within a field', async () => {
        const results = await store.search({
          sparse: buildQuerySparseVector('mang thai cho con bú'),
          filter: { section_key: ['thoi_ky_mang_thai', 'thoi_ky_cho_con_bu'] },
          limit: 50,
        });
        expect(results.length).toBeGreaterThan(10);
        const keys = new Set(results.map((r) => r.chunk.section_key));
        expect(keys).toEqual(new Set(['thoi_ky_mang_thai', 'thoi_ky_cho_con_bu']));
      });

      it('filters by chunk_kind and atc_codes, AND across fields', async () => {
        const descriptors = await store.search({
          sparse: buildQuerySparseVector('liều dùng suy thận'),
          filter: { chunk_kind: ['block_descriptor'] },
          limit: 50,
        });
        expect(descriptors.length).toBeGreaterThan(0);
        expect(descriptors.every((r) => r.chunk.chunk_kind === 'block_descriptor')).toBe(true);

        const atc = chunks.find((c) => c.drug_id === 'natri_clorid')?.atc_codes[0];
        expect(atc).toBeDefined();
        const both = await store.search({
          sparse: buildQuerySparseVector('liều dùng'),
          filter: { atc_codes: [atc ?? ''], section_key: ['lieu_luong_va_cach_dung'] },
          limit: 10,
        });
        expect(ids(both)).toEqual(['natri_clorid__lieu_luong_va_cach_dung__0']);
      });

      it('an empty filter list matches nothing', async () => {
        const results = await store.search({
          sparse: buildQuerySparseVector('liều dùng'),
          filter: { drug_id: [] },
          limit: 5,
        });
        expect(results).toEqual([]);
      });

      it('refuses a request without a query vector or with a bad limit', async () => {
        await expect(store.search({ limit: 5 })).rejects.toThrow(/sparse and\/or a dense/);
        await expect(
          store.search({ sparse: buildQuerySparseVector('liều'), limit: 0 }),
        ).rejects.toThrow(/limit/);
      });

      it('refuses a dense query on a store loaded without dense vectors', async () => {
        await expect(
          store.search({ dense: hashEmbedding('liều dùng'), limit: 5 }),
        ).rejects.toThrow();
      });
    });

    describe('dense and hybrid', () => {
      let store: ChunkStore;
      beforeAll(async () => {
        store = await loadedStore(hybridPoints);
      });

      it('reports its dense size', async () => {
        expect(await store.info()).toMatchObject({ hasDense: true, denseSize: 64 });
      });

      it('dense: cosine, a chunk’s own vector finds it first with score 1', async () => {
        const target = chunks.find((c) => c.chunk_id === 'acarbose__chong_chi_dinh__0');
        if (!target) throw new Error('fixture missing');
        const results = await store.search({ dense: hashEmbedding(target.text), limit: 3 });
        expect(results[0]?.chunk.chunk_id).toBe(target.chunk_id);
        expect(results[0]?.score).toBeCloseTo(1, 4);
      });

      it('dense + sparse: RRF (k = 60) of each side’s top prefetchLimit candidates', async () => {
        const question = 'liều dùng cho trẻ em suy thận';
        const sparse = buildQuerySparseVector(question);
        const dense = hashEmbedding(question);
        const limit = 8;
        const candidates = prefetchLimit(limit);
        const sparseSide = await store.search({ sparse, limit: candidates });
        const denseSide = await store.search({ dense, limit: candidates });
        const hybrid = await store.search({ sparse, dense, limit });

        const expected = fuseRrf([ids(sparseSide), ids(denseSide)]).slice(0, limit);
        expect(hybrid).toHaveLength(limit);
        hybrid.forEach((result, i) => {
          expect(result.score).toBeCloseTo(expected[i]?.score ?? NaN, 5);
        });
        // Same set of chunks (order may differ only between exactly tied scores).
        expect(new Set(ids(hybrid))).toEqual(new Set(expected.map((e) => e.item)));
        // The chunk both sides agree on most ranks first.
        expect(hybrid[0]?.chunk.chunk_id).toBe(expected[0]?.item);
      });

      it('hybrid honours filters on both sides', async () => {
        const question = 'bảo quản nhiệt độ phòng';
        const results = await store.search({
          sparse: buildQuerySparseVector(question),
          dense: hashEmbedding(question),
          filter: { section_key: ['do_on_dinh_va_bao_quan'] },
          limit: 20,
        });
        expect(results.length).toBeGreaterThan(0);
        expect(results.every((r) => r.chunk.section_key === 'do_on_dinh_va_bao_quan')).toBe(true);
      });
    });

    describe('reads', () => {
      let store: ChunkStore;
      beforeAll(async () => {
        store = await loadedStore();
      });

      it('every chunk read back equals the chunk written', async () => {
        const back = await store.getChunks(chunks.map((c) => c.chunk_id));
        expect(back).toHaveLength(chunks.length);
        back.forEach((chunk, i) => {
          expect(chunkSchema.parse(chunk)).toEqual(chunk);
          expect(chunk).toEqual(chunks[i]);
        });
      });

      it('getChunks keeps the order asked and leaves out unknown ids', async () => {
        const wanted = ['acarbose__chi_dinh__0', 'no_such__chi_dinh__0', 'abacavir__chi_dinh__0'];
        expect((await store.getChunks(wanted)).map((c) => c.chunk_id)).toEqual([
          'acarbose__chi_dinh__0',
          'abacavir__chi_dinh__0',
        ]);
        expect(await store.getChunks([])).toEqual([]);
      });

      it('scrollChunks returns every chunk passing the filter, in load order', async () => {
        const acarbose = await store.scrollChunks({ drug_id: ['acarbose'] });
        expect(acarbose).toEqual(chunks.filter((c) => c.drug_id === 'acarbose'));
        const section = await store.scrollChunks({
          drug_id: ['acarbose'],
          section_key: ['lieu_luong_va_cach_dung'],
        });
        expect(section.map((c) => c.chunk_id)).toEqual(['acarbose__lieu_luong_va_cach_dung__0']);
        const all = await store.scrollChunks({});
        expect(all.map((c) => c.chunk_id)).toEqual(chunks.map((c) => c.chunk_id));
        expect(await store.scrollChunks({ section_key: [] })).toEqual([]);
      });
    });

    it('a re-load of the same points is idempotent: same ids, count and results', async () => {
      const store = await freshStore();
      const question = 'liều dùng cho trẻ em';
      const first = await store.load(points);
      const before = await store.search({ sparse: buildQuerySparseVector(question), limit: 10 });
      const second = await store.load(points);
      const after = await store.search({ sparse: buildQuerySparseVector(question), limit: 10 });
      expect(second.replaced).toBe(first.collection);
      expect(await store.count()).toBe(chunks.length);
      expect(ids(after)).toEqual(ids(before));
      after.forEach((r, i) => expect(r.score).toBeCloseTo(before[i]?.score ?? NaN, 5));
      expect(await store.getChunks(chunks.map((c) => c.chunk_id))).toEqual(chunks);
    });

    it('swaps atomically: a failing load leaves the old data served; a good one replaces it', async () => {
      const store = await freshStore();
      const dropped = 'acarbose__chong_chi_dinh__0';
      const oldChunks = chunks;
      const newChunks = withoutOne(chunks, dropped);
      const first = await store.load(points);

      const newPoints = buildStoredPoints(newChunks);
      const lastNew = newPoints.at(-1);
      if (!lastNew) throw new Error('no points');
      const corrupt: StoredPoint = {
        ...lastNew,
        sparse: { indices: [5, 3], values: [1, 1] }, // not ascending: refused at validation
      };
      await expect(store.load([...newPoints.slice(0, -1), corrupt])).rejects.toThrow(
        /sparse\.indices/,
      );
      expect(await store.count()).toBe(oldChunks.length);
      expect((await store.info()).collection).toBe(first.collection);
      expect((await store.getChunks([dropped])).map((c) => c.chunk_id)).toEqual([dropped]);

      const second = await store.load(newPoints);
      expect(second.replaced).toBe(first.collection);
      expect(await store.count()).toBe(newChunks.length);
      expect(await store.getChunks([dropped])).toEqual([]);
    });
  });
}

// ── LocalStore: always ───────────────────────────────────────────────────────────────────
const localRoot = mkdtempSync(path.join(os.tmpdir(), 'duoc-thu-store-contract-'));
let localCount = 0;
runChunkStoreContract('LocalStore', async () => {
  localCount += 1;
  const dir = path.join(localRoot, `index-${localCount}`, 'store');
  return {
    store: new LocalStore(dir),
    dispose: async () => rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
});
afterAll(() => rmSync(localRoot, { recursive: true, force: true }));

// ── QdrantStore: only with a server ──────────────────────────────────────────────────────
const qdrantUrl = process.env.QDRANT_URL;
if (!qdrantUrl) {
  console.warn(
    'store.contract.test: the QdrantStore half of the ChunkStore contract was SKIPPED because ' +
      'QDRANT_URL is not set (no Qdrant server runs on this machine). Set QDRANT_URL ' +
      '(and QDRANT_API_KEY if needed) to run it.',
  );
}
describe.skipIf(!qdrantUrl)('QdrantStore (needs QDRANT_URL)', () => {
  const apiKey = process.env.QDRANT_API_KEY || undefined;
  const run = `contract_${Date.now().toString(36)}`;
  let qdrantCount = 0;
  runChunkStoreContract('QdrantStore', async () => {
    qdrantCount += 1;
    const alias = `${run}_${qdrantCount}`;
    return {
      store: new QdrantStore({ url: qdrantUrl ?? '', apiKey, collection: alias }),
      dispose: async () => {
        const client = new QdrantClient({ url: qdrantUrl ?? '', apiKey });
        const { collections } = await client.getCollections();
        await client
          .updateCollectionAliases({ actions: [{ delete_alias: { alias_name: alias } }] })
          .catch(() => undefined);
        for (const { name } of collections) {
          if (name.startsWith(`${alias}_`)) await client.deleteCollection(name);
        }
      },
    };
  });
});
