/** A span of the question's text (NFC offsets). */
export interface TextSpan {
  start: number;
  end: number;
}

/**
 * A sentence that asks: it ends with a question mark, or holds a Vietnamese or English asking
 * word. Read on the question's fold ("bao nhieu", "the nao", "duoc khong", "what", "how" …).
 */
const ASKING =
  /\?|(?<![\p{L}])(?:bao\s+nhieu|bao\s+lau|may\s+(?:lan|ngay|gio|vien|ong|tuan|thang)|the\s+nao|ra\s+sao|nhu\s+nao|lam\s+sao|lam\s+gi|co\s+nen|nen\s+(?:dung|uong|tiem|lam|ngung|ngung)|duoc\s+khong|co\s+sao|co\s+phai|hay\s+khong|hay\s+chua|khong\s+a|khong\s+vay|khong\s+nhi|luu\s+y\s+gi|can\s+gi|gi\s+khong|(?:la|co|the)\s+gi|nao\s+(?:khong|a)|xin\s+hoi|cho\s+(?:em|toi|minh|con)?\s*hoi|what|how|which|when|why|whether|can\s+(?:i|we|you|he|she|it|they)|should|is\s+(?:it|this|there)|are\s+there|does|do\s+(?:i|we|you|they))(?![\p{L}])|(?<![\p{L}])(?:khong|chua|nao|gi)\s*[.!]?\s*$/u;

/** Sentence ends: a stop, question or exclamation mark, or semicolon, then a space; a line break. */
const SENTENCE_END = /[.?!;](?=\s)|\n/gu;

/**
 * The sentences of a many-sentence question that ask, when others only tell (the patient, the
 * drugs taken, what happened): the section cues of the telling sentences describe the patient,
 * and the asking sentence names what is wanted (section-intent.ts weighs the others less). Null
 * when the question is one sentence, or every sentence asks, or none is seen to: then the whole
 * question asks. Measured on unseen batch 14: "Ông tôi 80 tuổi mất ngủ, bác sĩ cho uống diazepam
 * buổi tối, … Có phải tại thuốc không?" was read as asking when to take the drug ("buổi tối"), a
 * cue of the sentence that tells.
 */
export function findAskingSentences(text: string, folded: string): TextSpan[] | null {
  // The question's fold keeps its offsets for NFC text; any other is read as one sentence.
  if (folded.length !== text.length) return null;
  const spans: TextSpan[] = [];
  let start = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (text.slice(start, end).trim()) spans.push({ start, end });
    start = end;
  }
  if (text.slice(start).trim()) spans.push({ start, end: text.length });
  if (spans.length < 2) return null;
  // A writer who ends a sentence with a question mark has said which sentences ask: the others
  // tell, whatever words they hold. Measured on unseen batch 26 (after its fixes): "Bố tôi 76
  // tuổi bị tai biến não mấy lần, … . … có cần lưu ý gì không?" read "mấy lần" (a count of
  // strokes) as asking how often to dose, and led with Liều lượng over the caution asked.
  const marked = spans.filter((s) => text.slice(s.start, s.end).trim().endsWith('?'));
  const asking =
    marked.length > 0 ? marked : spans.filter((s) => ASKING.test(folded.slice(s.start, s.end)));
  return asking.length === 0 || asking.length === spans.length ? null : asking;
}
