/**
 * The ingest's progress on a terminal: a bar while pages are read, then one line per stage.
 * Off a TTY (CI, pipes) it prints stage lines only, so logs stay readable.
 */
export interface ProgressBar {
  stage(name: string): void;
  pages(done: number, total: number): void;
  finish(): void;
}

export function createProgressBar(stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const tty = stream.isTTY === true;
  const started = Date.now();
  let lastDraw = 0;
  let drawing = false;
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const endLine = () => {
    if (drawing) stream.write('\n');
    drawing = false;
  };
  return {
    stage(name) {
      endLine();
      stream.write(`• ${name} (${elapsed()})\n`);
    },
    pages(done, total) {
      if (!tty) return;
      const now = Date.now();
      if (done < total && now - lastDraw < 100) return;
      lastDraw = now;
      const width = 30;
      const filled = Math.round((done / Math.max(1, total)) * width);
      stream.write(
        `\r  pages [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total}`,
      );
      drawing = true;
    },
    finish() {
      endLine();
    },
  };
}
