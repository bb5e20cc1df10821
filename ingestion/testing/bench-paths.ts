/** Where the benchmarks keep the 680-monograph book and its index (no imports: Playwright loads this). */
export const BENCH_INDEX_DIR = '.cache/index-680';
export const BENCH_BOOK_DIR = '.cache/sample-680';
/** The real book's size. */
export const BENCH_MONOGRAPHS = 680;
