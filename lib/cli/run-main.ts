/**
 * The exit-code convention every CLI here keeps (ingest, search, eval, eval:answers): `main`
 * returns 0 (done), 1 (a gate or threshold failed) or 2 (bad input, said in one line); anything
 * it throws is a bug, printed with its stack, exit 3. One copy instead of four.
 */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(3);
    },
  );
}

/** Prints the verdict line of an evaluation and returns its exit code: 1 below a threshold. */
export function reportThresholds(failures: readonly string[], passed: string): number {
  if (failures.length > 0) {
    console.log(`\nFAIL: ${failures.join('; ')}`);
    return 1;
  }
  console.log(`\nPASS: ${passed}`);
  return 0;
}
