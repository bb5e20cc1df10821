import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { blockSchema } from '@/lib/schema/block';
import { layOutBlockCrop, placeInBlockCrop } from './place-in-block-crop';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string) {
  const b = readFileSync(file);
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

describe('placeInBlockCrop', () => {
  const dir = inject('sampleIndexDir');
  const blocks = readFileSync(path.join(dir, 'blocks.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => blockSchema.parse(JSON.parse(l)));

  it('lays a crop out at the size the ingest drew it, continued tables included', () => {
    expect(blocks.some((b) => b.regions.length > 1)).toBe(true);
    for (const b of blocks) {
      const { width, height } = layOutBlockCrop(b.regions);
      expect({ width, height }, b.block_id).toEqual(
        pngSize(path.join(dir, 'crops', `${b.block_id}.png`)),
      );
    }
  });

  it('places a table’s rows inside the picture, top to bottom, none overlapping', () => {
    for (const b of blocks.filter((x) => x.row_regions)) {
      const boxes = b.row_regions!.map((r) => placeInBlockCrop(b.regions, r));
      for (const [i, box] of boxes.entries()) {
        expect(box, `${b.block_id} row ${i}`).not.toBeNull();
        expect(box!.left).toBeGreaterThan(0);
        expect(box!.top).toBeGreaterThan(0);
        expect(box!.left + box!.width).toBeLessThan(1);
        expect(box!.top + box!.height).toBeLessThan(1);
        const next = boxes[i + 1];
        if (next) expect(next.top).toBeGreaterThanOrEqual(box!.top + box!.height - 1e-9);
      }
    }
  });

  it('puts a row of the second piece below the first piece and the gap', () => {
    const parts = [
      { physical_page: 1, bbox: [40, 500, 290, 800] as [number, number, number, number] },
      { physical_page: 2, bbox: [40, 60, 290, 100] as [number, number, number, number] },
    ];
    const box = placeInBlockCrop(parts, { physical_page: 2, bbox: [40, 60, 290, 80] })!;
    // First part: (300 + 8) × 2 = 616 px; the gap 12; the second part 96 px; the row 4 pt in.
    expect(box.top).toBeCloseTo((616 + 12 + 8) / (616 + 12 + 96));
    expect(box.height).toBeCloseTo(40 / 724);
    expect(box.left).toBeCloseTo(8 / 516);
    expect(placeInBlockCrop(parts, { physical_page: 3, bbox: [40, 60, 290, 80] })).toBeNull();
  });
});
