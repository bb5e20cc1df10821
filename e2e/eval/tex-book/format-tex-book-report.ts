import type { TexBookComparison } from './compare-tex-book';

const pagesOf = (pages: readonly number[]) => pages.map((p) => `p${p}`).join('+');

/** The comparison as the lines eval:tex-book prints: totals first, then each table and miss. */
export function formatTexBookReport(c: TexBookComparison): string[] {
  const total = c.monographsFound.length + c.monographsMissing.length;
  const sectionsFound = c.sections.reduce((n, s) => n + s.found, 0);
  const sectionsExpected = c.sections.reduce((n, s) => n + s.expected, 0);
  const tablesRight = c.tables.filter((t) => t.right).length;
  const lines = [
    `monographs: ${c.monographsFound.length}/${total} (${c.monographsFound.join(', ')})` +
      (c.monographsMissing.length ? `; missing: ${c.monographsMissing.join(', ')}` : ''),
    `sections: ${sectionsFound}/${sectionsExpected}`,
    ...c.sections
      .filter((s) => s.found !== s.expected)
      .map((s) => `  ${s.drugId}: ${s.found}/${s.expected}, missing ${s.missing.join(', ')}`),
    `folios: ${c.folios.right}/${c.folios.total} monograph pages read right` +
      (c.folios.wrong.length
        ? `; wrong: ${c.folios.wrong.map((w) => `p${w.page}=${w.printed ?? 'none'}`).join(', ')}`
        : ''),
    `tables: ${tablesRight}/${c.tables.length} right, ${c.extraBlocks.length} table block(s) beyond them`,
  ];
  for (const t of c.tables) {
    const want = `${t.expected.rows}×${t.expected.cols} ${t.expected.shape}`;
    const got = t.read
      ? `${t.read.blockId} ${pagesOf(t.read.pages)} (${t.read.pieces} piece${t.read.pieces > 1 ? 's' : ''}) ${t.read.rows}×${t.read.cols} ${t.read.shape}`
      : 'no block';
    lines.push(
      `  ${t.right ? 'ok  ' : 'MISS'} #${t.n} ${t.drugId}/${t.sectionKey}: ${got} (realdata ${want})`,
    );
  }
  for (const b of c.extraBlocks) lines.push(`  EXTRA ${b.blockId} ${pagesOf(b.pages)} ${b.shape}`);
  return lines;
}
