/** Where the benchmarks keep the 680-monograph book's index (no imports: Playwright loads this). */
export const BENCH_INDEX_DIR = '.cache/index-680';
