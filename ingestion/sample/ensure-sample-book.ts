import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSampleBook,
  DEFAULT_FONT,
  DEFAULT_SEED,
  PDF_NAME,
  PROJECT_ROOT,
  TRUTH_NAME,
} from './build-sample-book';
import { DEFAULT_MONOGRAPHS } from './content/write-book-content';
import type { TextLayerDefect } from './draw/apply-text-layer-defect';
import type { FontFamily } from './draw/resolve-fonts';
import { buildOnce } from '../build-cache/build-once';
import { readText } from '../build-cache/try-lock';

export interface EnsureSampleBookOptions {
  /** Where the book lives; other suites use `.cache/sample-default`. Relative to the project root. */
  dir: string;
  monographs?: number;
  font?: FontFamily;
  seed?: number;
  /** A text-layer defect to write the book with (issue 10). */
  defect?: TextLayerDefect;
  /** Tables continued on the next page repeat their header at another wrap (issue 40). */
  rewrapContinuedHeader?: boolean;
}

const KEY_FILE = '.sample-key';
const LOCK_FILE = '.sample-build.lock';
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 5 * 60_000;

/**
 * Builds the sample book into `dir` unless an up-to-date copy is there. "Up to date" means the
 * key file matches a hash of the options, of every generator source file and of the versions of
 * pdfkit and the fonts, so editing the generator rebuilds the book and nothing else does.
 * Parallel test workers share one build: the first takes a lock, the others wait for the key.
 */
export async function ensureSampleBook(
  options: EnsureSampleBookOptions,
): Promise<{ pdfPath: string; truthPath: string }> {
  const dir = path.resolve(PROJECT_ROOT, options.dir);
  const monographs = options.monographs ?? DEFAULT_MONOGRAPHS;
  const font = options.font ?? DEFAULT_FONT;
  const seed = options.seed ?? DEFAULT_SEED;
  const defect = options.defect;
  const rewrap = options.rewrapContinuedHeader === true;
  const key = computeKey({
    monographs,
    font,
    seed,
    ...(defect ? { defect } : {}),
    ...(rewrap ? { rewrapContinuedHeader: true } : {}),
  });
  const pdfPath = path.join(dir, PDF_NAME);
  const truthPath = path.join(dir, TRUTH_NAME);
  const keyPath = path.join(dir, KEY_FILE);
  const lockPath = path.join(dir, LOCK_FILE);
  const upToDate = (): boolean =>
    fs.existsSync(pdfPath) && fs.existsSync(truthPath) && readText(keyPath) === key;

  await buildOnce({
    lockPath,
    staleLockMs: STALE_LOCK_MS,
    isUpToDate: upToDate,
    build: async () => {
      fs.rmSync(keyPath, { force: true });
      await buildSampleBook({
        outDir: dir,
        monographs,
        font,
        seed,
        defect,
        ...(rewrap ? { rewrapContinuedHeader: true } : {}),
      });
      fs.writeFileSync(keyPath, key);
    },
  });
  return { pdfPath, truthPath };
}

function computeKey(options: {
  monographs: number;
  font: string;
  seed: number;
  defect?: string;
  rewrapContinuedHeader?: boolean;
}): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(options));
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const file of listSources(here)) {
    hash.update(path.relative(here, file));
    hash.update(fs.readFileSync(file));
  }
  // Shared modules the generator imports.
  for (const file of [
    'lib/schema/sample-truth.ts',
    'lib/text/make-drug-id.ts',
    'lib/text/fold-diacritics.ts',
  ]) {
    hash.update(fs.readFileSync(path.join(PROJECT_ROOT, file)));
  }
  for (const pkg of ['pdfkit', '@expo-google-fonts/noto-serif', 'dejavu-fonts-ttf']) {
    hash.update(
      `${pkg}@${readText(path.join(PROJECT_ROOT, 'node_modules', pkg, 'package.json'))?.match(/"version":\s*"([^"]+)"/)?.[1] ?? '?'}`,
    );
  }
  return hash.digest('hex');
}

/** The generator's own sources: every .ts file here except tests and test helpers. */
function listSources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && !entry.name.startsWith('.')) out.push(...listSources(full));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      out.push(full);
    }
  }
  return out;
}
