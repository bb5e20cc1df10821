import { buildSampleBook } from './build-sample-book';
import { parseSampleArgs } from './parse-sample-args';

/**
 * `npm run sample -- [--monographs N] [--out DIR] [--font noto|dejavu] [--seed S] [--defect D]
 * [--rewrap-continued-header]`
 */
async function main(): Promise<void> {
  const parsed = parseSampleArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(`sample: ${parsed.error}\n`);
    process.exit(2);
  }
  const { args } = parsed;
  const result = await buildSampleBook({
    outDir: args.outDir,
    monographs: args.monographs,
    font: args.font,
    seed: args.seed,
    defect: args.defect,
    ...(args.rewrapContinuedHeader ? { rewrapContinuedHeader: true } : {}),
  });
  process.stdout.write(
    `sample: ${result.pages} pages, ${result.monographs} monographs, ${result.blocks} blocks, ${result.traps} traps in ${(result.elapsedMs / 1000).toFixed(1)} s\n` +
      `  ${result.pdfPath}\n  ${result.truthPath}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`sample: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
