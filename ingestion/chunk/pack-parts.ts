import { countTokens } from '@/lib/text/count-tokens';
import { atomiseSection, type Atom } from './atomise-section';
import { CHUNK_LIMITS, type ChunkLimits } from './chunk-limits';
import { trimSpan } from './text-span';
import { trackLabelContext, type ActiveLabel } from './track-label-context';

/** Most tokens a join between two atoms can remove from their separate counts. */
const BOUNDARY_SLACK_TOKENS = 2;

/** One part of a section: a contiguous run of atoms, plus the labels repeated in front of it. */
export interface Part {
  /** Atom indices, [firstAtom, endAtom). */
  firstAtom: number;
  endAtom: number;
  /** Character offsets of the exact source span, [start, end). */
  start: number;
  end: number;
  sourceText: string;
  /** Labels governing the part that it does not itself contain, outermost first. */
  contextLabels: string[];
  /** What is embedded: the context labels, then the source text. */
  text: string;
  /** cl100k_base tokens of `text`. */
  tokens: number;
  /** Over the ceiling because its smallest unsplittable content is (never cut mid-dose). */
  oversized: boolean;
}

/**
 * ADR 0004's packer. A section at or under the ceiling is one part, verbatim. Otherwise parts
 * are filled greedily to the target, then the next part starts with up to `overlap` tokens of
 * the previous part's last whole atoms.
 *
 * Rules that exist because of measured defects:
 * - A part never ends on an atom that introduces what follows (a label, an intro ending in
 *   ':', a sub-heading): 38 chunks ended on `Người lớn:` with the dose in the next chunk
 *   before this rule.
 * - A continuation part whose governing labels fell out of both the buffer and the overlap
 *   gets them repeated in `text` (and listed in `contextLabels`); `sourceText` is unchanged,
 *   so provenance and reassembly still see only the book's own words.
 * - A single atom over the ceiling is kept whole and flagged `oversized`, never cut.
 */
export function packParts(
  text: string,
  atoms: readonly Atom[],
  limits: ChunkLimits = CHUNK_LIMITS,
): Part[] {
  const n = atoms.length;
  if (n === 0) return [];
  const chains = trackLabelContext(text, atoms);

  const measure = (first: number, end: number): Part => {
    const firstAtom = atoms[first];
    const lastAtom = atoms[end - 1];
    if (!firstAtom || !lastAtom) throw new Error(`packParts: empty atom range [${first}, ${end})`);
    const sourceText = text.slice(firstAtom.start, lastAtom.end);
    const contextLabels = contextLabelsFor(chains[first] ?? [], first);
    const embedded =
      contextLabels.length > 0 ? `${contextLabels.join(' ')}\n${sourceText}` : sourceText;
    const tokens = countTokens(embedded);
    return {
      firstAtom: first,
      endAtom: end,
      start: firstAtom.start,
      end: lastAtom.end,
      sourceText,
      contextLabels,
      text: embedded,
      tokens,
      oversized: tokens > limits.ceiling,
    };
  };

  const atomTokens = (first: number, end: number) => {
    let sum = 0;
    for (let i = first; i < end; i++) sum += atoms[i]?.tokens ?? 0;
    return sum;
  };

  // Joining atoms changes a count only where they meet (a space folds into the next word's
  // token), so a section whose atoms sum far past the ceiling cannot fit; skip counting it.
  const boundarySlack = BOUNDARY_SLACK_TOKENS * (n - 1);
  if (atomTokens(0, n) - boundarySlack <= limits.ceiling) {
    const whole = measure(0, n);
    if (whole.tokens <= limits.ceiling) return [whole];
  }

  // End e is allowed when the part's last atom does not introduce what follows it.
  const validEnd = (e: number) => e === n || !atoms[e - 1]?.introducesNext;
  const buildPart = (start: number, previousEnd: number): Part => {
    // Every part takes at least one atom the previous part did not have.
    const minEnd = previousEnd + 1;
    for (let first = start; first <= previousEnd; first++) {
      const labels = contextLabelsFor(chains[first] ?? [], first);
      const prefixTokens = labels.length > 0 ? countTokens(`${labels.join(' ')}\n`) : 0;
      let end = minEnd;
      while (end < n && prefixTokens + atomTokens(first, end + 1) <= limits.target) end++;
      while (end > minEnd && !validEnd(end)) end--;
      while (end < n && !validEnd(end)) end++;
      // Atom sums approximate the joined text's count; the ceiling is checked exactly.
      for (let e = end; e >= minEnd; e--) {
        if (!validEnd(e)) continue;
        const part = measure(first, e);
        if (!part.oversized) return part;
      }
    }
    // Even without overlap, the smallest allowed part is over the ceiling: one atom (or a
    // label and its atom) too long to split without cutting a dose. Keep it whole.
    let end = minEnd;
    while (end < n && !validEnd(end)) end++;
    return measure(previousEnd, end);
  };

  const parts: Part[] = [];
  let start = 0;
  let previousEnd = 0;
  while (previousEnd < n) {
    const part = buildPart(start, previousEnd);
    parts.push(part);
    previousEnd = part.endAtom;
    start = overlapStart(atoms, part, limits.overlap);
  }
  return parts;
}

/** The labels in force at atom `first` that were printed before it (so the part lacks them). */
function contextLabelsFor(chain: readonly ActiveLabel[], first: number): string[] {
  return chain.filter((label) => label.atomIndex < first).map((label) => label.text);
}

/** First atom of the next part: the previous part's tail, up to `overlap` tokens of whole atoms. */
function overlapStart(atoms: readonly Atom[], part: Part, overlap: number): number {
  let start = part.endAtom;
  let tokens = 0;
  while (start - 1 > part.firstAtom) {
    const tokensBefore = atoms[start - 1]?.tokens ?? 0;
    if (tokens + tokensBefore > overlap) break;
    tokens += tokensBefore;
    start--;
  }
  return start;
}

/** A part as the chunk builder needs it: no atom indices. */
export type PackedPart = Omit<Part, 'firstAtom' | 'endAtom'>;

/**
 * Atomises and packs a section's text. Most sections are under the ceiling and come back
 * verbatim after one token count, without being atomised (tokenising is the chunker's main
 * cost: atomising counts every sentence).
 */
export function packSection(text: string, limits: ChunkLimits = CHUNK_LIMITS): PackedPart[] {
  const span = trimSpan(text, { start: 0, end: text.length });
  if (!span) return [];
  const sourceText = text.slice(span.start, span.end);
  const tokens = countTokens(sourceText);
  if (tokens <= limits.ceiling) {
    return [{ ...span, sourceText, contextLabels: [], text: sourceText, tokens, oversized: false }];
  }
  return packParts(text, atomiseSection(text, limits), limits).map(
    ({ firstAtom: _firstAtom, endAtom: _endAtom, ...part }) => part,
  );
}
