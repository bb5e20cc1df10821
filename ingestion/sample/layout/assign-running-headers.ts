/**
 * Which owner a running header names, as the book does it: a left (even-folio) page names the
 * first drug on the page, a right (odd-folio) page the last one — so a right page's header can
 * name the next drug while the page opens with the end of the previous monograph.
 */
export function sideOfFolio(folio: number): 'left' | 'right' {
  return folio % 2 === 0 ? 'left' : 'right';
}

export function chooseHeaderOwner(
  owners: readonly number[],
  side: 'left' | 'right',
): number | null {
  if (owners.length === 0) return null;
  return (side === 'left' ? owners[0] : owners[owners.length - 1]) ?? null;
}
