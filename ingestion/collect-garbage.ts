/**
 * A full garbage collection where the ingest has just let go of most of its heap, when the
 * process runs with `--expose-gc` (`npm run ingest` and `bench:ingest` do); nothing otherwise.
 * V8 sets its next collection's threshold from the heap that survived the last one, so after
 * extraction (the book's spans, ~260 MB live on the 680-monograph book) it let the heap grow far
 * past what the later stages hold. Measured on that book: RSS at the gates' start 913 MB
 * without these collections, ~680 MB with them (.tmp measure runs, a full GC at each stage).
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
