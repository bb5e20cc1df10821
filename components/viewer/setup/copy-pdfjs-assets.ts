/**
 * Copies what pdf.js loads at run time — its worker, CMaps, standard fonts, wasm decoders and
 * ICC profiles — from node_modules/pdfjs-dist into public/pdfjs/, so the viewer never reaches a
 * CDN (the network here is closed) and the worker is always the same version as the pdf.js
 * react-pdf imports. Run by the `predev` and `prebuild` npm scripts; skips the copy when the
 * version stamp already matches. The folder is generated: it is in .gitignore.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export const PDFJS_PUBLIC_DIR = 'public/pdfjs';
const ASSET_DIRS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'] as const;
const WORKER = 'build/pdf.worker.min.mjs';

export async function copyPdfjsAssets(projectRoot: string): Promise<'copied' | 'up-to-date'> {
  const pkgJson = require.resolve('pdfjs-dist/package.json', { paths: [projectRoot] });
  const pkgDir = path.dirname(pkgJson);
  const { version } = JSON.parse(await readFile(pkgJson, 'utf8')) as { version: string };
  const outDir = path.join(projectRoot, PDFJS_PUBLIC_DIR);
  const stampFile = path.join(outDir, 'VERSION');
  const stamp = await readFile(stampFile, 'utf8').catch(() => '');
  if (stamp.trim() === version) return 'up-to-date';

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await cp(path.join(pkgDir, WORKER), path.join(outDir, path.basename(WORKER)));
  for (const dir of ASSET_DIRS) {
    await cp(path.join(pkgDir, dir), path.join(outDir, dir), { recursive: true });
  }
  await writeFile(stampFile, `${version}\n`);
  return 'copied';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  copyPdfjsAssets(process.cwd()).then(
    (result) => console.log(`pdf.js assets in ${PDFJS_PUBLIC_DIR}: ${result}`),
    (error: unknown) => {
      console.error(
        `components/viewer/setup/copy-pdfjs-assets.ts: could not copy pdf.js assets into ${PDFJS_PUBLIC_DIR}:`,
        error,
      );
      process.exit(1);
    },
  );
}
