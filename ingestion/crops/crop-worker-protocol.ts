import type { Block } from '@/lib/schema/block';

/** What render-crops-in-worker.ts sends the crop worker: the book's bytes and the blocks. */
export interface CropTask {
  /** The PDF itself (transferred, not copied). */
  pdf: Uint8Array;
  blocks: Block[];
  outDir: string;
}

/** What the crop worker sends back: once, when every crop is written or one failed. */
export type CropMessage =
  | { type: 'done'; written: number; ms: number }
  | { type: 'failure'; message: string };
