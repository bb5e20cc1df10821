/** The question's own words ask a dose ("liều", "dose", "bao nhiêu mg"), not only its values. */
const ASKS_DOSE_WORDS =
  /(?<![\p{L}])(?:lieu|dose|doses|dosage|dosing|bao\s+nhieu\s+(?:mg|ml|vien|ong|g)|how\s+much|how\s+many\s+mg)(?![\p{L}])/u;

/** Whether the question's folded text asks a dose in words (a strength typed is no ask). */
export function asksDoseWords(folded: string): boolean {
  return ASKS_DOSE_WORDS.test(folded);
}

/**
 * The question asks how much to give ("liều bao nhiêu", "liều dùng", "what dose", "how much"),
 * not only names a dose in passing ("khoảng cách giữa các liều", "a codeine dose is converted").
 */
const ASKS_DOSE_AMOUNT =
  /(?<![\p{L}])(?:lieu(?:\s+[a-z]+){0,2}\s+bao\s+nhieu|lieu\s+(?:the\s+nao|ra\s+sao|dung|luong|khoi\s+dau|ban\s+dau|duy\s+tri|toi\s+da|nap|tan\s+cong)|bao\s+nhieu\s+(?:mg|ml|vien|ong|g)|what\s+dose|which\s+dose|dose\s+(?:of|for|should)|how\s+much|how\s+many\s+mg|dosing)(?![\p{L}])/u;

/**
 * "How much" asked of what the body takes up, not of what to give: "How much of an oral dose is
 * absorbed …", "how much of each dose actually reaches the bloodstream", "How much aciclovir
 * actually gets into the body …". Measured on first-set batches 111-112 (first runs): read as a
 * dose asked, the renal dose lines led a CKD patient's absorption question.
 */
const HOW_MUCH_TAKEN_UP =
  /(?<![\p{L}])how\s+much(?:\s+of)?(?:\s+[\p{L}\d%-]+){0,6}?\s+(?:is\s+|are\s+|gets?\s+|actually\s+)*(?:absorbed|reach(?:es)?|gets?\s+into|enters?|bound|excreted|eliminated|cleared)(?![\p{L}])/u;

/** Whether the question's folded text asks a dose amount (ASKS_DOSE_AMOUNT). */
export function asksDoseAmount(folded: string): boolean {
  const m = ASKS_DOSE_AMOUNT.exec(folded);
  if (!m) return false;
  if (!m[0].startsWith('how')) return true;
  // Another dose word still asks a dose ("how much … absorbed, and what dose …").
  const rest = folded.replace(HOW_MUCH_TAKEN_UP, ' ');
  return rest !== folded ? ASKS_DOSE_AMOUNT.test(rest) : true;
}
