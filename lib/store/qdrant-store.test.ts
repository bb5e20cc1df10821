import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { buildStoredPoints } from './build-stored-points';
import { StoreNotLoadedError } from './chunk-store';
import { QdrantStore } from './qdrant-store';
import { makeFixtureChunk } from './testing/make-fixture-chunk';
import { pointIdForChunk } from './uuid5';

/**
 * QdrantStore's protocol against a recording stand-in for the Qdrant REST API: which calls a
 * load makes, in which order, and what it leaves behind when one fails. It checks the
 * adapter's side of the conversation only; ranking semantics against a real server are the
 * contract suite's job (store.contract.test.ts, with QDRANT_URL).
 */

interface FakePoint {
  id: string;
  vector: Record<string, unknown>;
  payload: Record<string, unknown>;
}

interface FakeState {
  collections: Map<
    string,
    { body: Record<string, unknown>; points: Map<string, FakePoint>; indexes: string[] }
  >;
  aliases: Map<string, string>;
  log: { method: string; path: string; body: unknown }[];
  failUpsert: boolean;
}

const state: FakeState = { collections: new Map(), aliases: new Map(), log: [], failUpsert: false };

function send(res: ServerResponse, status: number, result: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(
      status === 200 ? { result, status: 'ok', time: 0 } : { status: { error: String(result) } },
    ),
  );
}

function resolve(name: string): string | undefined {
  const real = state.aliases.get(name) ?? name;
  return state.collections.has(real) ? real : undefined;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const part of req) text += String(part);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fake');
  const method = req.method ?? 'GET';
  const body = (await readBody(req)) as Record<string, unknown> | undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.pathname !== '/') state.log.push({ method, path: url.pathname, body });

  if (url.pathname === '/') return send(res, 200, { title: 'fake', version: '1.18.0' });
  if (url.pathname === '/aliases') {
    const aliases = [...state.aliases].map(([alias_name, collection_name]) => ({
      alias_name,
      collection_name,
    }));
    return send(res, 200, { aliases });
  }
  if (url.pathname === '/collections/aliases' && method === 'POST') {
    const actions = (body?.actions ?? []) as Record<
      string,
      { alias_name: string; collection_name?: string }
    >[];
    for (const action of actions) {
      if (action.delete_alias) state.aliases.delete(action.delete_alias.alias_name);
      if (action.create_alias) {
        state.aliases.set(
          action.create_alias.alias_name,
          action.create_alias.collection_name ?? '',
        );
      }
    }
    return send(res, 200, true);
  }
  const [, name = '', sub, op] = parts;
  if (sub === 'exists') return send(res, 200, { exists: state.collections.has(name) });
  if (sub === undefined && method === 'PUT') {
    state.collections.set(name, { body: body ?? {}, points: new Map(), indexes: [] });
    return send(res, 200, true);
  }
  if (sub === undefined && method === 'DELETE') {
    state.collections.delete(name);
    return send(res, 200, true);
  }
  const real = resolve(name);
  const collection = real === undefined ? undefined : state.collections.get(real);
  if (!collection) return send(res, 404, `Not found: Collection \`${name}\` doesn't exist!`);

  if (sub === undefined && method === 'GET') {
    return send(res, 200, {
      status: 'green',
      points_count: collection.points.size,
      config: { params: { vectors: collection.body.vectors ?? {} } },
    });
  }
  if (sub === 'index') {
    collection.indexes.push(String(body?.field_name));
    return send(res, 200, { operation_id: 1, status: 'completed' });
  }
  if (sub === 'points' && op === undefined && method === 'PUT') {
    if (state.failUpsert) return send(res, 500, 'simulated: disk full');
    for (const point of (body?.points ?? []) as FakePoint[]) collection.points.set(point.id, point);
    return send(res, 200, { operation_id: 2, status: 'completed' });
  }
  if (sub === 'points' && op === undefined && method === 'POST') {
    const ids = (body?.ids ?? []) as string[];
    return send(
      res,
      200,
      ids.flatMap((id) => {
        const point = collection.points.get(id);
        return point ? [{ id, payload: point.payload }] : [];
      }),
    );
  }
  if (op === 'count') return send(res, 200, { count: collection.points.size });
  if (op === 'query') {
    // Not a search engine: answers in reverse load order so the test can see the mapping.
    const points = [...collection.points.values()]
      .sort((a, b) => Number(b.payload.load_ordinal) - Number(a.payload.load_ordinal))
      .slice(0, Number(body?.limit ?? 10))
      .map((p, i) => ({ id: p.id, version: 1, score: 1 / (i + 1), payload: p.payload }));
    return send(res, 200, { points });
  }
  if (op === 'scroll') {
    // Qdrant scrolls by point id, not load order; pages of `limit`.
    const sorted = [...collection.points.values()].sort((a, b) => a.id.localeCompare(b.id));
    const start = body?.offset ? sorted.findIndex((p) => p.id === body.offset) : 0;
    const limit = Number(body?.limit ?? 10);
    const page = sorted.slice(start, start + limit);
    const next = sorted[start + limit]?.id ?? null;
    return send(res, 200, {
      points: page.map((p) => ({ id: p.id, payload: p.payload })),
      next_page_offset: next,
    });
  }
  return send(res, 404, `fake Qdrant: no route ${method} ${url.pathname}`);
}

let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, String(error)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
});

beforeEach(() => {
  state.collections.clear();
  state.aliases.clear();
  state.log = [];
  state.failUpsert = false;
});

const chunks: Chunk[] = Array.from({ length: 5 }, (_v, i) =>
  makeFixtureChunk({ part_index: i, part_count: 5, text: `Phần ${i}: uống ${i + 1} viên.` }),
);

function newStore(batchSize = 2): QdrantStore {
  return new QdrantStore({ url, collection: 'duoc_thu', batchSize, checkCompatibility: false });
}

function calls(): string[] {
  return state.log.map((entry) => `${entry.method} ${entry.path}`);
}

describe('QdrantStore protocol (recording stand-in)', () => {
  it('load: new collection, keyword indexes, batched upserts, count, then the alias', async () => {
    const store = newStore();
    const result = await store.load(buildStoredPoints(chunks));
    expect(result.collection).toMatch(/^duoc_thu_\d{17}$/);
    expect(result).toMatchObject({ points: 5, hasDense: false, replaced: null });
    const name = result.collection;
    expect(calls()).toEqual([
      'GET /aliases',
      'GET /collections/duoc_thu/exists',
      `GET /collections/${name}/exists`,
      `PUT /collections/${name}`,
      `PUT /collections/${name}/index`,
      `PUT /collections/${name}/index`,
      `PUT /collections/${name}/index`,
      `PUT /collections/${name}/index`,
      `PUT /collections/${name}/points`,
      `PUT /collections/${name}/points`,
      `PUT /collections/${name}/points`,
      `POST /collections/${name}/points/count`,
      'POST /collections/aliases',
    ]);
    const created = state.collections.get(name);
    expect(created?.body).toEqual({ vectors: {}, sparse_vectors: { sparse: { modifier: 'idf' } } });
    expect(created?.indexes).toEqual(['drug_id', 'section_key', 'atc_codes', 'chunk_kind']);
    const first = created?.points.get(pointIdForChunk(chunks[0]?.chunk_id ?? ''));
    expect(first?.payload).toEqual({ ...chunks[0], load_ordinal: 0 });
    expect(Object.keys(first?.vector ?? {})).toEqual(['sparse']);
    expect(state.aliases.get('duoc_thu')).toBe(name);
  });

  it('a dense load declares a cosine vector of the right size', async () => {
    const store = newStore();
    const result = await store.load(
      buildStoredPoints(
        chunks,
        chunks.map(() => [1, 2, 3]),
      ),
    );
    expect(state.collections.get(result.collection)?.body.vectors).toEqual({
      dense: { size: 3, distance: 'Cosine' },
    });
    expect(await store.info()).toMatchObject({ hasDense: true, denseSize: 3, points: 5 });
  });

  it('a re-load swaps the alias in one request, then deletes the old collection', async () => {
    const store = newStore();
    const first = await store.load(buildStoredPoints(chunks));
    state.log = [];
    await new Promise((done) => setTimeout(done, 2)); // a distinct timestamp
    const second = await store.load(buildStoredPoints(chunks));
    expect(second.replaced).toBe(first.collection);
    const aliasCall = state.log.find((entry) => entry.path === '/collections/aliases');
    expect(aliasCall?.body).toEqual({
      actions: [
        { delete_alias: { alias_name: 'duoc_thu' } },
        { create_alias: { collection_name: second.collection, alias_name: 'duoc_thu' } },
      ],
    });
    expect(calls().at(-1)).toBe(`DELETE /collections/${first.collection}`);
    expect([...state.collections.keys()]).toEqual([second.collection]);
  });

  it('a failing upsert deletes the new collection and leaves the alias on the old one', async () => {
    const store = newStore();
    const first = await store.load(buildStoredPoints(chunks));
    state.failUpsert = true;
    await expect(store.load(buildStoredPoints(chunks))).rejects.toThrow();
    expect(state.aliases.get('duoc_thu')).toBe(first.collection);
    expect([...state.collections.keys()]).toEqual([first.collection]);
    expect(await store.count()).toBe(5);
  });

  it('refuses to load when the alias name is taken by a real collection', async () => {
    state.collections.set('duoc_thu', { body: {}, points: new Map(), indexes: [] });
    await expect(newStore().load(buildStoredPoints(chunks))).rejects.toThrow(/not an alias/);
  });

  it('an invalid point is refused before any request is made', async () => {
    const store = newStore();
    const points = buildStoredPoints(chunks);
    const bad = { ...points[4], chunk: { ...chunks[4], schema_version: 3 } } as never;
    await expect(store.load([...points.slice(0, 4), bad])).rejects.toThrow(/schema_version/);
    expect(state.log).toEqual([]);
  });

  it('search sends the Query API body to the alias and reads chunks back from payloads', async () => {
    const store = newStore();
    await store.load(buildStoredPoints(chunks));
    state.log = [];
    const results = await store.search({
      sparse: { indices: [1, 2], values: [1, 1] },
      filter: { drug_id: ['thuoc_thu'] },
      limit: 2,
    });
    expect(state.log[0]).toMatchObject({
      method: 'POST',
      path: '/collections/duoc_thu/points/query',
      body: {
        query: { indices: [1, 2], values: [1, 1] },
        using: 'sparse',
        limit: 2,
        with_payload: true,
        filter: { must: [{ key: 'drug_id', match: { any: ['thuoc_thu'] } }] },
      },
    });
    expect(results.map((r) => r.chunk)).toEqual([chunks[4], chunks[3]]);
    expect(results.map((r) => r.score)).toEqual([1, 0.5]);
  });

  it('scrollChunks pages through the alias and returns load order', async () => {
    const store = newStore();
    await store.load(buildStoredPoints(chunks));
    expect(await store.scrollChunks({})).toEqual(chunks);
  });

  it('getChunks keeps the order asked and leaves out unknown ids', async () => {
    const store = newStore();
    await store.load(buildStoredPoints(chunks));
    const wanted = [chunks[3]?.chunk_id ?? '', 'nope__chi_dinh__0', chunks[1]?.chunk_id ?? ''];
    expect(await store.getChunks(wanted)).toEqual([chunks[3], chunks[1]]);
  });

  it('reads before any load fail with StoreNotLoadedError', async () => {
    const store = newStore();
    await expect(store.count()).rejects.toBeInstanceOf(StoreNotLoadedError);
    await expect(store.info()).rejects.toBeInstanceOf(StoreNotLoadedError);
    await expect(
      store.search({ sparse: { indices: [1], values: [1] }, limit: 1 }),
    ).rejects.toBeInstanceOf(StoreNotLoadedError);
  });

  it('refuses a collection name Qdrant would not accept as an alias', () => {
    expect(
      () => new QdrantStore({ url, collection: 'bad name/x', checkCompatibility: false }),
    ).toThrow(/collection/);
  });
});
