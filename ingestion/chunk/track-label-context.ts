import { agesContradict, statesAge } from '@/lib/answer/extractive/compare-label-ages';
import { isLongHeading } from '@/lib/text/is-long-heading';
import { isRouteLabel } from '@/lib/answer/extractive/is-route-label';
import { isPeerOfDoses } from '@/lib/book/label-grammar';
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
 *   context, where a dropped parent is only a less specific one. An age is the exception: the
 *   book prints `Người lớn:`, `Trẻ em:`, `Người cao tuổi:` as peers under an indication, so an
 *   age heading replaces the age it contradicts and keeps that age's parents (the answer
 *   layer's reading, compare-label-ages.ts: the same text reads the same on both sides of a
 *   part boundary);
 * - a route heading after content, where the innermost label in force is a route, is that
 *   route's peer under the same parents: `Trẻ em:` / `Uống: 8 - 20 mg/kg/ngày …` / `Tiêm bắp
 *   và tiêm tĩnh mạch:` / `Trẻ trên 1 tháng tuổi: 20 - 40 mg/kg/ngày` is still the child's
 *   injection. Measured on first-set batch 107 (first run, CLINDAMYCIN): the child line lost
 *   `Trẻ em:`, and a 2-year-old's IV dose led with the anthrax line.
 * - an inline label printed directly after a bare inline label nests in it
 *   (`Nhiễm VZV: Ở người suy giảm miễn dịch: 10 mg/kg …; Ở phụ nữ mang thai: 15 mg/kg …`),
 *   and its later siblings in the same paragraph — labels followed by text, like the first
 *   child — replace only it, so the pregnancy dose keeps `Nhiễm VZV:`. A later bare label is
 *   the parent's sibling and replaces both (CLINDAMYCIN: `Bệnh than: Tiêm tĩnh mạch: 7,5
 *   mg/kg …. Nhiễm ký sinh trùng babesia (hiếm gặp): Uống …` is not anthrax).
 * - a heading too long for a label, alone on its line, that states an age the chain
 *   contradicts (`Glôcôm thứ phát và trước phẫu thuật glôcôm góc đóng thứ phát ở người lớn:`
 *   under `Trẻ em:`) ends the chain, and is not carried. Measured on the real book
 *   (ACETAZOLAMID): read as a sentence, it left `Glôcôm góc mở:` `Trẻ em:` over the adult dose
 *   after it — the labels a part starting at that dose would carry.
 * - a scope printed after its paragraph's last sentence leads into a list; once its items were
 *   paragraphs with no label, a paragraph opening with an age or an organ's state is not one of
 *   them and ends it
 *   (`… ít nhất phải 1 năm. Có thể ngừng điều trị:` / `Ở người HBeAg - dương tính, …` /
 *   `Người cao tuổi: …` / `Suy thận: …`). Measured (stop 61, a doctor's question, ENTECAVIR):
 *   the renal line was read under the stopping rule. The answer layer reads it the same
 *   (read-book-sentences.ts, endTailLead).
 * - bare labels printed on a scope's line before it head it with it: the line is one heading
 *   (`Co giật (động kinh): Người lớn:` governs the epilepsy doses under both). Measured on the
 *   real book (ACETAZOLAMID): the indication was dropped, and the part that began under that
 *   line carried only `Người lớn:`, so its adult epilepsy dose read as any adult's.
 */
export function trackLabelContext(text: string, atoms: readonly Atom[]): ActiveLabel[][] {
  const chains: ActiveLabel[][] = [];
  let scopes: ActiveLabel[] = [];
  let inline: ActiveLabel[] = [];
  let inlineParagraph = -1;
  let previous: Atom | undefined;
  let tailScopes: ActiveLabel[] | null = null;
  let tailItems = false;

  atoms.forEach((atom, atomIndex) => {
    const isScope = isScopeAtom(atom);
    if (tailScopes === scopes && !isScope && atom.paragraph !== previous?.paragraph) {
      if (!atom.label) tailItems = true;
      else if (
        tailItems &&
        isPeerOfDoses(withoutColon(text.slice(atom.label.start, atom.label.end)))
      )
        scopes = scopes.slice(0, -1);
    }
    if (!isScope && !atom.label && headsAnotherAge(text, atoms, atomIndex, scopes, inline)) {
      // Ends the chain; never carried itself: the same shape is an intro sentence too.
      scopes = [];
      inline = [];
    } else if (isScope) {
      const scope: ActiveLabel = { atomIndex, text: labelTextOf(text, atom), kind: 'scope' };
      // Bare labels printed before it on its line head it: the line is one heading.
      let first = atomIndex;
      while (first > 0 && isBareInline(atoms[first - 1]!, atom.paragraph)) first--;
      const heads: ActiveLabel[] = [];
      for (let i = first; i < atomIndex; i++)
        heads.push({ atomIndex: i, text: labelTextOf(text, atoms[i]!), kind: 'scope' });
      const above = atoms[first - 1];
      const aboveIsScope = above !== undefined && isScopeAtom(above);
      // After content, an age heading is the peer of the age it contradicts, under that age's
      // parents: "Co giật (động kinh): Người lớn:" … "Trẻ em:" heads the child's epilepsy doses.
      const bare = withoutColon(scope.text);
      const peer =
        aboveIsScope || heads.length > 0 || !statesAge(bare)
          ? -1
          : scopes.findIndex((outer) => agesContradict(withoutColon(outer.text), bare));
      const routePeer = aboveIsScope || heads.length > 0 ? -1 : innermostRoute(scopes, inline);
      scopes = aboveIsScope
        ? [...scopes, ...heads, scope]
        : peer > 0
          ? [...scopes.slice(0, peer), scope]
          : routePeer > 0 && isRouteLabel(bare)
            ? [...[...scopes, ...inline].slice(0, routePeer).map(asScope), scope]
            : [...heads, scope];
      inline = [];
      const tail = !atom.heading && previous?.paragraph === atom.paragraph && heads.length === 0;
      tailScopes = tail ? scopes : null;
      tailItems = false;
    } else if (atom.label) {
      const label: ActiveLabel = {
        atomIndex,
        text: text.slice(atom.label.start, atom.label.end),
        kind: 'inline',
      };
      const parent = inline[0];
      const previousBareInline =
        previous?.labelOnly === true && inline[inline.length - 1]?.atomIndex === atomIndex - 1;
      // A route label after text in the paragraph of a label that is no route gives that
      // label's doses by another route: "Viêm miệng hầu: Uống 10 - 20 mg/kg/ngày …. Tiêm tĩnh
      // mạch: 15 - 25 mg/kg/ngày …" is the pharyngitis injection (first-set batch 97,
      // CLINDAMYCIN: read as a sibling, it replaced the indication).
      const routeUnderLabel =
        !previousBareInline &&
        inlineParagraph === atom.paragraph &&
        isRouteLabel(withoutColon(label.text)) &&
        inline.some((l) => !isRouteLabel(withoutColon(l.text)));
      if (previousBareInline) inline = [...inline, label];
      else if (routeUnderLabel)
        inline = [...inline.filter((l) => !isRouteLabel(withoutColon(l.text))), label];
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

/**
 * A scope: a colon-less sub-heading, or a label that ends its paragraph (alone on its line, or
 * after the paragraph's last sentence).
 */
function isScopeAtom(atom: Atom): boolean {
  return atom.heading || (atom.labelOnly && atom.paragraphEnd);
}

/**
 * The index in the chain of its innermost label when that label names a route, else -1: a
 * route heading after content replaces it and keeps what is above it.
 */
function innermostRoute(scopes: readonly ActiveLabel[], inline: readonly ActiveLabel[]): number {
  const chain = [...scopes, ...inline];
  const last = chain[chain.length - 1];
  return last && isRouteLabel(withoutColon(last.text)) ? chain.length - 1 : -1;
}

/** A label carried on into a new scope's chain governs as a scope does. */
function asScope(label: ActiveLabel): ActiveLabel {
  return { ...label, kind: 'scope' };
}

/** What the atom carries as a label: its label, or a whole sub-heading. */
function labelTextOf(text: string, atom: Atom): string {
  return text.slice(atom.start, atom.label?.end ?? atom.end);
}

/** A label's words without the colon the book ends it with, as the age readers take them. */
function withoutColon(label: string): string {
  return label.replace(/:$/u, '');
}

/** An atom that is only a label with more of its paragraph after it, in `paragraph`. */
function isBareInline(atom: Atom, paragraph: number): boolean {
  return atom.labelOnly && !atom.paragraphEnd && !atom.heading && atom.paragraph === paragraph;
}

/**
 * Whether the atom is a whole paragraph shaped like a heading too long for a label, with more
 * after it, that states an age the chain in force contradicts. Only then: a heading that states
 * no age nests under the chain (`Trẻ em:` / `Lợi tiểu khi phù trong suy tim, …:`), and an intro
 * sentence of the same shape (`Ở người suy thận, liều … được điều chỉnh … như sau:`) must not
 * drop the population above the lines after it.
 */
function headsAnotherAge(
  text: string,
  atoms: readonly Atom[],
  atomIndex: number,
  scopes: readonly ActiveLabel[],
  inline: readonly ActiveLabel[],
): boolean {
  const atom = atoms[atomIndex]!;
  const wholeParagraph =
    atom.paragraphEnd && (atomIndex === 0 || atoms[atomIndex - 1]!.paragraph !== atom.paragraph);
  if (!wholeParagraph || atomIndex + 1 >= atoms.length) return false;
  if (scopes.length === 0 && inline.length === 0) return false;
  const line = text.slice(atom.start, atom.end);
  if (!isLongHeading(line)) return false;
  const heading = withoutColon(line.trim());
  const contradicts = (label: ActiveLabel) => agesContradict(withoutColon(label.text), heading);
  return statesAge(heading) && (scopes.some(contradicts) || inline.some(contradicts));
}
