/**
 * pdfjs-dist ships no types for its worker bundle; this is the one export the in-thread worker
 * (create-pdfjs-worker.ts) uses.
 */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: {
    /** Serves pdf.js's worker half on `port` and tells the main half it is ready. */
    initializeFromPort(port: object): void;
  };
}
