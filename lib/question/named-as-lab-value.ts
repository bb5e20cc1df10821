import { escapeRegExp } from '@/lib/text/escape-reg-exp';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { LAB_CONTEXT } from '@/lib/retrieval/names/common-substance-names';

/**
 * A substance named as a laboratory reading ("glucose 18 mmol/L", "kali máu 2,9 mmol/l",
 * "creatinin 1,4 mg/dL"): the patient's value, not a drug taken with the one asked. Measured on
 * first-set batch 88 (stop 58, first run): "… temperature 39.5 °C and glucose 18 mmol/L. Should
 * we simply keep (or increase) the acarbose …?" read glucose as a second substance and answered
 * from Tương tác thuốc.
 */
export function namedAsLabValue(questionFolded: string, name: string): boolean {
  const term = foldDiacritics(name).toLowerCase().trim();
  if (!term) return false;
  if (ELEMENTS.has(term) && namedBesideLabWord(questionFolded.toLowerCase(), term)) return true;
  if (SAMPLED.has(term) && namedWithSamplingTime(questionFolded.toLowerCase(), term)) return true;
  // A few words may stand between the name and its reading, within one clause: "glucose 1 giờ
  // sau ăn vẫn 10,5 mmol/L", "post-meal glucose is still around 11 mmol/L". Measured on first-set
  // batches 103 and 104 (first runs): both were read as glucose taken, and ACARBOSE's "… phải
  // dùng glucose uống (dextrose) mà không dùng sucrose" led a dose question as a drug to avoid.
  return new RegExp(
    String.raw`(?<![\p{L}])${escapeRegExp(term)}(?:\s+[^\s.;,?!()]+){0,6}?\s*(?:(?:la|=|:|~)\s*)?\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*(?:mmol|mg\s*/\s*dl|mg\s*%|(?:µ|u|micro)mol|g\s*/\s*l|mmol\s*/\s*l|meq)(?![\p{L}])`,
    'u',
  ).test(questionFolded.toLowerCase());
}

/**
 * The elements and ions a lab reports, named beside a word of a lab value or its disorder ("hạ
 * natri máu", "natri huyết", "serum sodium") with no number: no drug name either. Measured on
 * first-set batches 97 and 98 (first runs): "… Na+ 164 mmol/L … truyền dịch gì để hạ natri máu?"
 * was told the book has no monograph "natri". Only these: a drug's own level ("phenytoin level
 * 14 mg/L", "lithi máu") names the drug the patient takes (unseen batch 26).
 */
const ELEMENTS: ReadonlySet<string> = new Set(
  'natri sodium kali potassium calci canxi calcium magnesi magie magnesium clo clorid chloride phospho phosphat phosphate bicarbonat bicarbonate'.split(
    ' ',
  ),
);

function namedBesideLabWord(folded: string, term: string): boolean {
  const words = folded.split(/[^\p{L}\p{N}+]+/u);
  return words.some(
    (w, i) =>
      w === term &&
      (LAB_CONTEXT.before.has(words[i - 1] ?? '') || LAB_CONTEXT.after.has(words[i + 1] ?? '')),
  );
}

/**
 * A sugar named with when it was sampled ("glucose 1 giờ sau ăn không giảm thêm", "glucose lúc
 * đói", "fasting glucose", "post-meal glucose") is a reading, with or without its number.
 * Measured on first-set batch 111 (first run): "… glucose 1 giờ sau ăn không giảm thêm … Có nên
 * tăng acarbose nữa không?" read glucose as a drug taken, and ACARBOSE's "… phải dùng glucose
 * uống (dextrose) mà không dùng sucrose" led as a drug the book advises against.
 */
const SAMPLED: ReadonlySet<string> = new Set(['glucose', 'glucoza']);

/** A verb of giving just before the name makes it the drug given ("uống glucose sau ăn"). */
const GIVEN_BEFORE = /(?:^|\s)(?:uong|truyen|tiem|dung|cho|take|takes|taking|give|given)\s*$/u;

function namedWithSamplingTime(folded: string, term: string): boolean {
  const t = escapeRegExp(term);
  const at = folded.search(new RegExp(String.raw`(?<![\p{L}])${t}(?![\p{L}])`, 'u'));
  if (at >= 0 && GIVEN_BEFORE.test(folded.slice(0, at))) return false;
  return new RegExp(
    String.raw`(?<![\p{L}])(?:${t}(?:\s+(?:mau|huyet|mao\s+mach))?(?:\s+\d+(?:[.,]\d+)?\s*(?:gio|h|tieng|phut))?\s+(?:sau\s+(?:khi\s+)?an|truoc\s+(?:khi\s+)?an|luc\s+doi|khi\s+doi|doi|sau\s+bua|after\s+(?:a\s+)?meals?)|(?:fasting|post-?meal|post-?prandial|postprandial|capillary|random|bedside|sau\s+an|luc\s+doi)\s+${t})(?![\p{L}])`,
    'u',
  ).test(folded);
}
