import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { INDEX_FILES } from '@/lib/index/index-files';
import { blockSchema, type Block } from '@/lib/schema/block';
import { renderBlockCrops } from './render-block-crops';
import { startCropWorker } from './start-crop-worker';

async function sampleBlocks(): Promise<Block[]> {
  const text = await readFile(path.join(inject('sampleIndexDir'), INDEX_FILES.blocks), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => blockSchema.parse(JSON.parse(line)));
}

const pdfBytes = async () => new Uint8Array(await readFile(inject('samplePdfPath')));
const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'crops-worker-'));

describe('startCropWorker', () => {
  it('writes the same PNG bytes as rendering in this thread, pieces of a continued table included', async () => {
    const all = await sampleBlocks();
    // A block on two pages and the blocks either side of it: page reuse and release both run.
    const at = all.findIndex((b) => b.regions.length > 1);
    expect(at).toBeGreaterThanOrEqual(0);
    const blocks = all.slice(Math.max(0, at - 1), at + 2);
    const [inWorker, inThread] = [await tempDir(), await tempDir()];
    const pdf = await pdfBytes();

    const run = startCropWorker(pdf);
    expect(pdf.byteLength).toBe(0); // transferred, not copied
    run.render(blocks, inWorker);
    expect(() => run.render(blocks, inWorker)).toThrow(/called once/);
    expect((await run.done).written).toBe(blocks.length);
    await renderBlockCrops(await pdfBytes(), blocks, inThread);

    const names = (await readdir(path.join(inWorker, 'crops'))).sort();
    expect(names).toEqual(blocks.map((b) => `${b.block_id}.png`).sort());
    for (const name of names)
      expect(await readFile(path.join(inWorker, 'crops', name))).toEqual(
        await readFile(path.join(inThread, 'crops', name)),
      );
  }, 120_000);

  it('rejects naming the block and the page when a crop cannot be drawn', async () => {
    const [block] = await sampleBlocks();
    const missing = 100_000;
    const broken: Block = {
      ...block!,
      block_id: 'broken__t1',
      regions: [{ physical_page: missing, bbox: block!.bbox }],
    };
    const run = startCropWorker(await pdfBytes());
    run.render([broken], await tempDir());
    await expect(run.done).rejects.toThrow(`crop broken__t1, physical page ${missing + 1}:`);
  }, 120_000);

  it('stops on request: the pending run rejects and nothing is left running', async () => {
    const out = await tempDir();
    const run = startCropWorker(await pdfBytes());
    run.render(await sampleBlocks(), out);
    await run.stop();
    await expect(run.done).rejects.toThrow(/crop worker exited before its crops were written/);
    const left = existsSync(path.join(out, 'crops')) ? await readdir(path.join(out, 'crops')) : [];
    expect(left.length).toBeLessThan((await sampleBlocks()).length);
  }, 120_000);

  it('stops before any order (a book refused at segmentation): nothing is written', async () => {
    const run = startCropWorker(await pdfBytes());
    await run.stop();
    await expect(run.done).rejects.toThrow(/crop worker exited before its crops were written/);
  }, 120_000);

  it('reports a book it cannot open, even before the order', async () => {
    const run = startCropWorker(new TextEncoder().encode('%PDF-1.7 not a book'));
    await expect(run.done).rejects.toThrow(/Invalid PDF/);
    await run.stop();
  }, 120_000);
});
