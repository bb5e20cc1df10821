import { foldDiacritics } from '@/lib/text/fold-diacritics';

/** The adverse effect a question asks about (asks.adverseEffect, read-adverse-effect-asked.ts). */
export interface EffectAsked {
  /** As typed ("rụng tóc"); compared with diacritics when it was typed with them. */
  phrase: string;
  /** Its folded naming words. */
  words: readonly string[];
}

/** The sentence that names the asked effect, and its index among the sentences given. */
export interface EffectLead {
  index: number;
  sentence: string;
  /** The words of the sentence that named it (one of the effect's parts, or a synonym). */
  named: string;
}

/**
 * Names the book uses for an effect people say otherwise, each row one effect (lower case, with
 * diacritics): "Ù tai có phải do furosemid?" is answered by "ù tai" or "tiếng ù trong tai".
 * A row's one-word names are compared only with diacritics ("phù" folded is "phụ").
 */
export const EFFECT_SYNONYMS: readonly (readonly string[])[] = [
  ['rụng tóc', 'hói', 'mất tóc', 'tóc rụng'],
  ['tăng cân', 'tăng thể trọng', 'tăng khối lượng cơ thể'],
  ['ù tai', 'tiếng ù trong tai', 'ù tai', 'độc tính trên tai', 'độc với tai'],
  ['tê tay', 'tê bì', 'dị cảm', 'tê'],
  ['phù chân', 'phù ngoại vi', 'phù mắt cá chân', 'phù cổ chân', 'phù'],
  ['mất ngủ', 'khó ngủ'],
  ['buồn ngủ', 'ngủ gà', 'ngủ lơ mơ'],
  ['mờ mắt', 'nhìn mờ', 'rối loạn thị giác', 'giảm thị lực'],
  ['đau đầu', 'nhức đầu'],
  ['chóng mặt', 'hoa mắt'],
  // An unsteady gait is the book's ataxia (unseen batch 138, first run, GABAPENTIN: "đi loạng
  // choạng như say rượu" was told the ADR guidance does not name it, which prints "Mất phối hợp
  // vận động thường liên quan đến liều dùng").
  ['loạng choạng', 'mất phối hợp vận động', 'mất điều hòa', 'đi không vững'],
  ['tiêu chảy', 'ỉa chảy', 'phân lỏng', 'đi lỏng', 'đi ngoài lỏng'],
  ['buồn nôn', 'nôn'],
  ['hạ đường huyết', 'hạ glucose huyết', 'giảm đường huyết', 'giảm glucose huyết'],
  ['đói bụng', 'hạ đường huyết', 'hạ glucose huyết'],
  ['đổ mồ hôi', 'vã mồ hôi', 'ra mồ hôi', 'toát mồ hôi'],
  ['ho khan', 'ho'],
  ['giảm tiểu cầu', 'tiểu cầu giảm'],
  ['đái máu', 'đái ra máu', 'tiểu máu', 'tiểu ra máu', 'hồng cầu niệu'],
  ['phì đại lợi', 'phì lợi', 'tăng sản lợi', 'quá sản lợi', 'lợi sưng', 'sưng lợi', 'lợi phì đại'],
  ['loãng xương', 'gãy xương'],
  ['táo bón', 'bón'],
  ['ngứa', 'mày đay', 'ban ngứa'],
  ['phát ban', 'ban da', 'nổi ban'],
  // Unseen batches 13 and 14: the patient's words against the book's.
  ['gút', 'goute', 'gout', 'tăng uric máu', 'tăng acid uric'],
  ['khô miệng', 'khô mồm'],
  ['loạng choạng', 'mất phối hợp vận động', 'mất điều hòa'],
  ['la hét', 'kích động', 'hung hăng', 'phản ứng nghịch thường'],
  ['ảo giác', 'thấy người lạ', 'nghe tiếng nói'],
  ['bầm tím', 'xuất huyết dưới da', 'ban xuất huyết', 'chảy máu'],
  ['say nắng', 'đi nắng', 'nhạy cảm với ánh sáng', 'mẫn cảm với ánh sáng', 'cháy nắng'],
  // Stop 42: what patients and relatives say for the book's terms (unseen batches 23 and 24).
  ['rối loạn vị giác', 'mất vị', 'nhạt miệng', 'nhạt nhẽo', 'mất vị giác', 'thay đổi vị giác'],
  ['bí đái', 'bí tiểu', 'đái khó', 'tiểu khó', 'khó tiểu', 'tiểu không ra', 'đi không ra'],
  ['lú lẫn', 'nói linh tinh', 'nói lung tung', 'lẫn lộn', 'mê sảng'],
  ['hồi hộp', 'tim đập nhanh', 'tim đập thình thịch', 'đánh trống ngực', 'mạch nhanh'],
  ['hạ huyết áp thế đứng', 'xây xẩm', 'tối sầm mắt', 'choáng khi đứng'],
  ['yếu cơ', 'yếu tay chân', 'chân tay yếu', 'yếu mệt'],
  // Unseen batch 28 (first run): flushing, a flu-like illness and a low calcium, told plainly.
  ['đỏ mặt', 'nóng bừng', 'đỏ bừng', 'cơn bốc hỏa'],
  ['hội chứng giả cúm', 'giả cúm', 'giống cúm', 'cảm cúm'],
  ['hạ calci huyết', 'giảm calci huyết', 'hạ canxi máu', 'tụt canxi'],
  // Unseen batch 29 (first run).
  ['tăng lipid huyết', 'tăng mỡ máu', 'tăng triglycerid huyết', 'tăng lipid máu'],
  // Unseen batch 37 (first run): jaundice told by what the relative sees.
  ['vàng da', 'da vàng', 'vàng mắt', 'mắt vàng', 'lòng trắng mắt vàng', 'củng mạc vàng'],
  ['viêm tĩnh mạch', 'viêm tắc tĩnh mạch', 'viêm tĩnh mạch huyết khối', 'viêm ven'],
  // Gynaecomastia in either word order (stop 56, ten new questions, first run: "Spironolacton có
  // gây vú to ở nam không?" was told the ADR section does not name it; it says "to vú đàn ông").
  ['vú to ở nam', 'to vú đàn ông', 'vú to ở nam giới', 'to vú ở nam', 'chứng vú to', 'vú to'],
];

const TOKEN = /[^\p{L}\p{N}]+/u;
const tokens = (text: string) => text.split(TOKEN).filter(Boolean);
const hasDiacritics = (text: string) => foldDiacritics(text).toLowerCase() !== text.toLowerCase();

/** Whether `words` stand in `sentenceWords` one after another. */
function standsIn(sentenceWords: readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return false;
  for (let i = 0; i + words.length <= sentenceWords.length; i += 1) {
    if (words.every((w, k) => sentenceWords[i + k] === w)) return true;
  }
  return false;
}

/** Counts a patient says an effect with ("phù hai cổ chân"); the book names the effect alone. */
const COUNT_WORDS = new Set(['hai', 'ba', 'mot', 'một', 'cả', '2']);

/**
 * An effect as typed and as the book would name it: without its counts, without the word a
 * patient opens it with ("sưng phù hai cổ chân" → "phù cổ chân"), and its first two words. Measured on unseen batch 8
 * (DILTIAZEM): the ADR section's "Toàn thân: Phù cổ chân, …" was said not to name it.
 */
function describedVariants(words: readonly string[]): string[][] {
  const counted = words.filter((w) => !COUNT_WORDS.has(w));
  const out = [[...words], counted];
  if (counted.length >= 4) out.push(counted.slice(1));
  // A told effect with what qualifies it after its name: "hốt hoảng vô cớ" is "hốt hoảng" (unseen
  // batch 35, first run: ENALAPRIL's "Hốt hoảng, kích động, trầm cảm nặng" was said not named).
  if (counted.length >= 3) out.push(counted.slice(0, 2));
  return out;
}

/** A drop said in plain words, and the book's words for it (tokens compared as typed or folded). */
const DROP_WORDS = new Set(['tụt', 'tut']);
const DROP_AS_BOOK = ['hạ', 'giảm'];

/**
 * The names to look for: the effect's parts ("đói bụng và đổ mồ hôi" is two), each with the
 * synonyms of its row. Typed with diacritics they are compared with them; typed without, folded,
 * and one-word synonyms are left out (folded they are other words).
 */
function namesOf(effect: EffectAsked): { parts: string[][][]; accented: boolean } {
  const typed = effect.phrase.normalize('NFC').toLowerCase().trim();
  const accented = hasDiacritics(typed);
  const form = (t: string) => (accented ? t : foldDiacritics(t).toLowerCase());
  const split = typed
    .split(/\s*(?:,|;|(?<!\p{L})(?:và|hoặc|va|hoac)(?!\p{L}))\s*/u)
    .filter(Boolean);
  const parts: string[][][] = [];
  for (const part of split.length > 0 ? split : [typed]) {
    const names = describedVariants(tokens(form(part)));
    // "tụt" (drop) is the book's "hạ" or "giảm" before what drops: "tụt thân nhiệt" is "hạ thân
    // nhiệt", "tụt huyết áp" "hạ huyết áp". Measured on unseen batch 33 (first run): CLOZAPIN's
    // ADR was said not to name "tụt thân nhiệt" above its line "… hạ thân nhiệt …".
    const head = tokens(form(part));
    if (head.length >= 2 && DROP_WORDS.has(head[0]!))
      for (const verb of DROP_AS_BOOK) names.push([form(verb), ...head.slice(1)]);
    for (const row of EFFECT_SYNONYMS) {
      // A row names the part when the part is one of its names or holds one of two words or
      // more ("lợi sưng to trùm cả chân răng" holds "lợi sưng", unseen batch 10).
      const namesPart = (n: string) =>
        form(n) === form(part) ||
        (tokens(form(n)).length >= 2 && standsIn(tokens(form(part)), tokens(form(n))));
      if (!row.some(namesPart)) continue;
      for (const n of row) {
        const words = tokens(form(n));
        if (!accented && words.length < 2) continue;
        names.push(words);
      }
    }
    parts.push(names.filter((n) => n.length > 0));
  }
  return { parts: parts.filter((p) => p.length > 0), accented };
}

/**
 * Issue 37: "X có gây rụng tóc không?" led with the ADR section's first frequency line. Given
 * that section's sentences (book order) and the effect asked, the first sentence that names the
 * effect (as typed, one of its parts, or a synonym of EFFECT_SYNONYMS) — to lead the answer — or
 * null, when the answer should say the ADR section does not name it before its headline.
 * Pure; compares whole words.
 */
export function findEffectLead(
  sentences: readonly string[],
  effect: EffectAsked,
): EffectLead | null {
  const { parts, accented } = namesOf(effect);
  if (parts.length === 0) return null;
  // The sentence naming the most parts; of those, the one naming the earliest part, then the
  // first in book order. Measured on unseen batch 14 once effects told in plain words were read:
  // a withdrawal told as "bồn chồn, run tay, vã mồ hôi, chảy nước mũi" is CODEIN's "Nghiện thuốc:
  // … bồn chồn, run, co giật cơ, toát mồ hôi …", not its earlier "Đỏ mặt, toát mồ hôi, mệt mỏi".
  let best: (EffectLead & { count: number; first: number }) | null = null;
  for (let index = 0; index < sentences.length; index += 1) {
    const sentence = sentences[index]!;
    const lower = sentence.normalize('NFC').toLowerCase();
    const words = tokens(accented ? lower : foldDiacritics(lower).toLowerCase());
    const hits = parts.map((names) => names.find((n) => standsIn(words, n)));
    const count = hits.filter(Boolean).length;
    if (count === 0) continue;
    const first = hits.findIndex(Boolean);
    if (best && (count < best.count || (count === best.count && first >= best.first))) continue;
    best = { index, sentence, named: hits[first]!.join(' '), count, first };
  }
  return best && { index: best.index, sentence: best.sentence, named: best.named };
}
