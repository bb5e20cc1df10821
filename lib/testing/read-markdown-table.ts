/**
 * A Markdown table's rows as cell texts, its separator row dropped: how tests read the real
 * book's tables (../shared/realdata/dtqg-tables) as an ingested table's cells.
 */
export function readMarkdownTable(markdown: string): string[][] {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && !/^\|?[\s:|-]+$/.test(line))
    .map((line) =>
      line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
}
