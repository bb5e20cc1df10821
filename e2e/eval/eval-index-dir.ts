/** The index `npm run eval`, `npm run eval:answers` and golden-set.test.ts measure. */
export const EVAL_INDEX_DIR = '.cache/eval-index';
