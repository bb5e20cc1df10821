export interface Hit {
  doc: number;
  score: number;
}

/** a ranks below b: lower score, or the same score and a later point (load order breaks ties). */
function worse(aScore: number, aDoc: number, bScore: number, bDoc: number): boolean {
  return aScore < bScore || (aScore === bScore && aDoc > bDoc);
}

/**
 * The best `k` of `docs` by `scores[doc]`, best first, ties by ascending doc (load order, so
 * results are deterministic). A bounded min-heap: O(n log k), no per-candidate allocation —
 * a full sort of 12k scored objects cost more than the dense dot products it ranked.
 */
export function selectTop(docs: ArrayLike<number>, scores: ArrayLike<number>, k: number): Hit[] {
  const size = Math.min(k, docs.length);
  if (size <= 0) return [];
  const heapDocs = new Int32Array(size);
  const heapScores = new Float64Array(size);
  let filled = 0;

  const siftDown = (from: number): void => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (
        left < filled &&
        worse(
          heapScores[left] as number,
          heapDocs[left] as number,
          heapScores[worst] as number,
          heapDocs[worst] as number,
        )
      ) {
        worst = left;
      }
      if (
        right < filled &&
        worse(
          heapScores[right] as number,
          heapDocs[right] as number,
          heapScores[worst] as number,
          heapDocs[worst] as number,
        )
      ) {
        worst = right;
      }
      if (worst === i) return;
      const d = heapDocs[i] as number;
      const s = heapScores[i] as number;
      heapDocs[i] = heapDocs[worst] as number;
      heapScores[i] = heapScores[worst] as number;
      heapDocs[worst] = d;
      heapScores[worst] = s;
      i = worst;
    }
  };

  for (let n = 0; n < docs.length; n += 1) {
    const doc = docs[n] as number;
    const score = scores[doc] as number;
    if (filled < size) {
      // sift up
      let i = filled;
      filled += 1;
      heapDocs[i] = doc;
      heapScores[i] = score;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (
          !worse(
            heapScores[i] as number,
            heapDocs[i] as number,
            heapScores[parent] as number,
            heapDocs[parent] as number,
          )
        )
          break;
        const d = heapDocs[i] as number;
        const s = heapScores[i] as number;
        heapDocs[i] = heapDocs[parent] as number;
        heapScores[i] = heapScores[parent] as number;
        heapDocs[parent] = d;
        heapScores[parent] = s;
        i = parent;
      }
    } else if (worse(heapScores[0] as number, heapDocs[0] as number, score, doc)) {
      heapDocs[0] = doc;
      heapScores[0] = score;
      siftDown(0);
    }
  }

  const out: Hit[] = [];
  for (let i = 0; i < filled; i += 1)
    out.push({ doc: heapDocs[i] as number, score: heapScores[i] as number });
  return out.sort((a, b) => b.score - a.score || a.doc - b.doc);
}
