import type { Atom } from './atomise-section';

/** A label in force, and the atom it was printed in. */
export interface ActiveLabel {
  atomIndex: number;
  text: string;
  kind: 'scope' | 'inline';
}

/**
 * For every atom, the chain of labels governing it (outermost first), after the atom's own
 * label, if any, has taken effect.
 *
 * Two kinds, told apart by position, never by wording:
 * - a scope ends its paragraph — a label on its own line (`Tiêm tĩnh mạch:`), a label after
 *   the paragraph's last sentence, or a colon-less sub-heading (`Dược động học`). It governs
 *   the paragraphs that follow, until the next scope.
 * - an inline label is followed by text in its own paragraph (`Người lớn: 500 mg …`). It
 *   governs what follows until the next inline label or a new scope.
 *
 * Nesting is read from adjacency, because without typography the book's depth cannot be read:
 * - a scope printed directly under another scope (nothing between) nests in it
 *   (`Tiêm tĩnh mạch:` / `Người lớn:` / doses → both carried);
 * - a scope printed after content replaces the whole chain: a stale parent is a wrong
 *   context, where a dropped parent is only a less specific one;
 * - an inline label printed directly after a bare inline label nests in it
 *   (`Nhiễm VZV: Ở người suy giảm miễn dịch: 10 mg/kg …; Ở phụ nữ mang thai: 15 mg/kg …`),
 *   and its later siblings in the same paragraph — labels followed by text, like the first
 *   child — replace only it, so the pregnancy dose keeps `Nhiễm VZV:`. A later bare label is
 *   the parent's sibling and replaces both (CLINDAMYCIN: `Bệnh than: Tiêm tĩnh mạch: 7,5
 *   mg/kg …. Nhiễm ký sinh trùng babesia (hiếm gặp): Uống …` is not anthrax).
 */
export function trackLabelContext(text: string, atoms: readonly Atom[]): ActiveLabel[][] {
  const chains: ActiveLabel[][] = [];
  let scopes: ActiveLabel[] = [];
  let inline: ActiveLabel[] = [];
  let inlineParagraph = -1;
  let previous: Atom | undefined;

  atoms.forEach((atom, atomIndex) => {
    const isScope = atom.heading || (atom.labelOnly && atom.paragraphEnd);
    if (isScope) {
      const labelText = text.slice(atom.start, atom.label?.end ?? atom.end);
      const scope: ActiveLabel = { atomIndex, text: labelText, kind: 'scope' };
      const previousWasScope =
        previous !== undefined &&
        (previous.heading || (previous.labelOnly && previous.paragraphEnd));
      scopes = previousWasScope ? [...scopes, scope] : [scope];
      inline = [];
    } else if (atom.label) {
      const label: ActiveLabel = {
        atomIndex,
        text: text.slice(atom.label.start, atom.label.end),
        kind: 'inline',
      };
      const parent = inline[0];
      const previousBareInline =
        previous?.labelOnly === true && inline[inline.length - 1]?.atomIndex === atomIndex - 1;
      if (previousBareInline) inline = [...inline, label];
      else if (
        !atom.labelOnly &&
        parent &&
        inline.length > 1 &&
        inlineParagraph === atom.paragraph
      ) {
        inline = [parent, label];
      } else inline = [label];
      inlineParagraph = atom.paragraph;
    }
    chains.push([...scopes, ...inline]);
    previous = atom;
  });
  return chains;
}
