import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureSampleBook } from './ensure-sample-book';

describe('ensureSampleBook', () => {
  it('builds once for concurrent callers, leaves no lock, and reuses the result', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-sample-'));
    try {
      const [a, b] = await Promise.all([
        ensureSampleBook({ dir, monographs: 2, seed: 5 }),
        ensureSampleBook({ dir, monographs: 2, seed: 5 }),
      ]);
      expect(a).toEqual(b);
      expect(fs.existsSync(a.pdfPath) && fs.existsSync(a.truthPath)).toBe(true);
      expect(fs.readdirSync(dir).sort()).toEqual(['.sample-key', 'duoc-thu-mau.pdf', 'truth.json']);
      const built = fs.statSync(a.pdfPath).mtimeMs;
      await ensureSampleBook({ dir, monographs: 2, seed: 5 });
      expect(fs.statSync(a.pdfPath).mtimeMs).toBe(built);
      // Other options are another book: rebuilt in place.
      await ensureSampleBook({ dir, monographs: 2, seed: 6 });
      const truth = JSON.parse(fs.readFileSync(a.truthPath, 'utf8')) as {
        generator: { seed: number };
      };
      expect(truth.generator.seed).toBe(6);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
