import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { INDEX_FILES } from '@/lib/index/index-files';
import { ensureSampleBook } from '@/ingestion/sample/ensure-sample-book';
import type { TextLayerDefect } from '@/ingestion/sample/draw/apply-text-layer-defect';
import { blockSchema, type Block } from '@/lib/schema/block';
import { renderBlockCrops } from './render-block-crops';

async function sameBothWays(pdfPath: string, blocks: Block[]): Promise<number> {
  const pdf = async () => new Uint8Array(await readFile(pdfPath));
  const [every, skipped] = [
    await mkdtemp(path.join(os.tmpdir(), 'crops-every-')),
    await mkdtemp(path.join(os.tmpdir(), 'crops-skip-')),
  ];
  const stats = { skippedText: 0 };
  await renderBlockCrops(await pdf(), blocks, every, { skipOutsideText: false });
  await renderBlockCrops(await pdf(), blocks, skipped, { stats });
  const names = (await readdir(path.join(every, 'crops'))).sort();
  expect(names).toHaveLength(blocks.length);
  for (const name of names)
    expect(await readFile(path.join(skipped, 'crops', name)), `${pdfPath} ${name}`).toEqual(
      await readFile(path.join(every, 'crops', name)),
    );
  return stats.skippedText;
}

const DEFECTS: TextLayerDefect[] = ['tcvn3', 'glued', 'no-unicode-font', 'pua', 'ligatures'];

describe('renderBlockCrops', () => {
  it('draws the same pixels with the text outside each crop skipped, and does skip it', async () => {
    const blocks = (await readFile(path.join(inject('sampleIndexDir'), INDEX_FILES.blocks), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => blockSchema.parse(JSON.parse(line)));
    expect(blocks.length).toBeGreaterThan(3);
    // pdf.js changed how its display list can be read (render-block-crops.ts, drawnList) if none.
    expect(await sameBothWays(inject('samplePdfPath'), blocks)).toBeGreaterThan(100);
  }, 180_000);

  it('draws the same pixels on books set in other fonts and encodings (the defect books)', async () => {
    for (const defect of DEFECTS) {
      const book = await ensureSampleBook({
        dir: `.cache/defect-books/${defect}`,
        monographs: 8,
        defect,
      });
      // A band across the middle of each of the first pages: text runs in and out of it.
      const blocks = Array.from({ length: 6 }, (_, p) => ({
        block_id: `${defect}__p${p}`,
        regions: [{ physical_page: p + 2, bbox: [60, 250, 360, 430] }],
      })) as unknown as Block[];
      expect(await sameBothWays(book.pdfPath, blocks), defect).toBeGreaterThan(0);
    }
  }, 300_000);
});
