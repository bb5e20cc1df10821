import type { Block } from '@/lib/schema/block';

/**
 * What start-crop-worker.ts starts the crop worker with: the book's bytes. The worker boots and
 * opens the book at once, then waits for its order.
 */
export interface CropTask {
  /** The PDF itself (transferred, not copied). */
  pdf: Uint8Array;
}

/** Sent once, when segmentation has found the blocks: draw them into `outDir/crops`. */
export interface CropOrder {
  type: 'render';
  blocks: Block[];
  outDir: string;
}

/** What the crop worker sends back: once, when every crop is written or one failed. */
export type CropMessage =
  | { type: 'done'; written: number; ms: number }
  | { type: 'failure'; message: string };
