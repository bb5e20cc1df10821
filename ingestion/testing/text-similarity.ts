/**
 * Word-level similarity of two texts: 2·LCS / (|a| + |b|) over whitespace-separated words
 * (the Dice form of a Ratcliff-Obershelp ratio). 1 = same words in the same order.
 */
export function textSimilarity(a: string, b: string): number {
  const A = a.split(/\s+/).filter(Boolean);
  const B = b.split(/\s+/).filter(Boolean);
  if (A.length === 0 && B.length === 0) return 1;
  let prev = new Uint32Array(B.length + 1);
  for (let i = 1; i <= A.length; i++) {
    const cur = new Uint32Array(B.length + 1);
    for (let j = 1; j <= B.length; j++) {
      cur[j] = A[i - 1] === B[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    }
    prev = cur;
  }
  return (2 * prev[B.length]!) / (A.length + B.length);
}
