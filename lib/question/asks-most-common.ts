/**
 * "What is the most common adverse effect of clopidogrel?", "tác dụng phụ hay gặp nhất": the
 * question asks which effect comes first, and the book often says so in words ("Chảy máu là ADR
 * thường gặp nhất của clopidogrel"). Measured on unseen batch 9: that sentence stood second,
 * under the section's first frequency band. Read on folded text; the same words mark the book's
 * sentence (statesMostCommon).
 */
const MOST_COMMON =
  /(?<![\p{L}])(?:most\s+common|most\s+frequent|(?:thuong|hay)\s+gap\s+nhat|pho\s+bien\s+nhat)(?![\p{L}])/u;

export function asksMostCommon(folded: string): boolean {
  return MOST_COMMON.test(folded.toLowerCase());
}

/** Whether a book sentence (folded) says what is most common. */
export function statesMostCommon(folded: string): boolean {
  return MOST_COMMON.test(folded.toLowerCase());
}
