import { wholeWords } from '@/lib/text/whole-words';

/** How a drug is given, as the question asks it and the book's lines name it. */
export type RouteKey = 'iv' | 'im' | 'sc' | 'oral' | 'rectal' | 'topical';

interface RouteRow {
  key: RouteKey;
  /** The question names it (folded): Vietnamese, the clinician's shorthand, English. */
  asked: RegExp;
  /** A line of the book names it (folded). */
  named: RegExp;
}

/**
 * The routes, one row each. Read on folded text; "iv", "im" and "sc" only as words. Measured on
 * unseen real monographs (batch 3 first run, 16 of 50 misses): the route asked was ignored —
 * digoxin IV for a newborn led with the oral dose, dimenhydrinat IM and suppository questions
 * with the oral lines, furosemid IV for a child with the oral 2 mg/kg.
 */
/**
 * "Tĩnh mạch" that names the vein a disease is in, not a route: "huyết khối tĩnh mạch", "viêm
 * tắc tĩnh mạch", "giãn tĩnh mạch", "suy tĩnh mạch". Measured on unseen real monographs (batch 3):
 * "Trẻ 5 tuổi huyết khối tĩnh mạch, enoxaparin điều trị liều bao nhiêu?" was read as asking the
 * IV route, and the children's subcutaneous doses ranked below a renal line.
 */
const VEIN = String.raw`(?<!(?:huyet\s+khoi|tac|viem|gian|suy|khoi)\s+)tinh\s+mach`;

export const ROUTES: readonly RouteRow[] = [
  {
    key: 'iv',
    // "TM" is the clinician's shorthand for tĩnh mạch ("tiêm TM", "truyền TM").
    asked: wholeWords(
      String.raw`tiem\s+tinh\s+mach|truyen\s+tinh\s+mach|${VEIN}|iv|tm|intravenous`,
    ),
    named: wholeWords(String.raw`${VEIN}|truyen`),
  },
  {
    key: 'im',
    // "IM" only as typed in capitals (read in readRoute): folded "im" is Vietnamese ("im lặng").
    asked: wholeWords(String.raw`tiem\s+bap|intramuscular`),
    named: wholeWords(String.raw`tiem\s+bap|bap\s+thit`),
  },
  {
    key: 'sc',
    asked: wholeWords(String.raw`tiem\s+duoi\s+da|duoi\s+da|sc|subcutaneous`),
    named: wholeWords(String.raw`duoi\s+da`),
  },
  {
    key: 'rectal',
    asked: wholeWords(
      String.raw`dat\s+(?:hau\s+mon|truc\s+trang)|truc\s+trang|thuoc\s+dan|vien\s+dat|suppositor(?:y|ies)|rectal`,
    ),
    named: wholeWords(String.raw`truc\s+trang|hau\s+mon|thuoc\s+dan|vien\s+dat`),
  },
  {
    key: 'topical',
    asked: wholeWords(String.raw`boi|gel|thuoc\s+mo|kem\s+boi|topical`),
    named: wholeWords(String.raw`boi|gel|thuoc\s+mo|kem`),
  },
  {
    key: 'oral',
    // "Uống" alone is the verb of taking any oral drug ("acetazolamid uống thế nào?", "uống cách
    // antacid bao lâu"): read as the route, it led those questions with an oral dose line in the
    // first snapshot review. Only the route named as such.
    // "Liều (X) uống", "viên uống", "thuốc uống" name the oral form (unseen batch 42: "Liều
    // cotrimoxazol uống … cho bé" led with the intravenous line of the same heading).
    asked: wholeWords(
      String.raw`duong\s+uong|dang\s+uong|lieu\s+(?:[a-z]+\s+)?uong|vien\s+uong|thuoc\s+uong|oral|po`,
    ),
    named: wholeWords(String.raw`uong|duong\s+uong`),
  },
];

/**
 * A route the question says the patient has not ("No IV access", "không có đường truyền",
 * "không tiêm tĩnh mạch được"): not the one asked. Measured on unseen batch 8: "No IV access —
 * can digoxin be given IM instead?" named two routes and asked none.
 */
const NEGATED_ROUTE =
  /(?<![\p{L}])(?:no|without|khong\s+co|khong\s+the|khong)\s+(?:(?:duong\s+)?(?:iv|tm|tinh\s+mach|truyen)|tiem\s+tinh\s+mach)(?![\p{L}])/gu;

/**
 * A switch of route: the words after "chuyển/đổi (từ …) sang/qua", "switch(ed) … to", "step
 * down to", "convert to" name the route asked; the one before is the patient's history.
 * "Uống" counts here, as the route switched to. Measured on unseen batch 35 (DOXYCYCLIN): "đã
 * tiêm TM doxycyclin … Giờ chuyển sang uống thế nào …?" was read as asking the IV route, and
 * the line that answers ("Sau đó tiếp tục uống 100 mg, ngày 2 lần …") was left out as another
 * route's.
 */
const SWITCHED_TO =
  /(?<![\p{L}])(?:(?:chuyen|doi)(?:\s+tu\s+[\p{L}\s]{1,30}?)?\s+(?:sang|qua)|(?:switch(?:ed|ing)?|chang(?:e|ed|ing)|convert(?:ed|ing)?|step(?:ped)?\s+down)(?:\s+[\p{L}]+){0,6}?\s+to)\s+((?:[\p{L}]+\s*){1,4})/u;
const STEP_DOWN =
  /(?<![\p{L}])(?:step(?:ped|ping)?[\s-]*down|iv[\s-]+to[\s-]+(?:po|oral))(?![\p{L}])/u;
const SWITCHED_ORAL = wholeWords(String.raw`uong|oral|po|duong\s+uong|thuoc\s+uong`);

function switchedTo(folded: string): RouteKey | null {
  const m = SWITCHED_TO.exec(folded);
  if (!m) return null;
  const target = m[1]!;
  const named = ROUTES.filter((r) => r.key !== 'oral' && r.asked.test(target)).map((r) => r.key);
  if (named.length === 1) return named[0]!;
  return named.length === 0 && SWITCHED_ORAL.test(target) ? 'oral' : null;
}

/**
 * The one route a question asks, or null (none, or two not told apart by a switch). The oral
 * route counts only when no other is named.
 */
export function readRoute(folded: string, text = ''): RouteKey | null {
  const open = folded.replace(NEGATED_ROUTE, ' ');
  const switched = switchedTo(open);
  if (switched) return switched;
  const named = ROUTES.filter((r) => r.asked.test(open)).map((r) => r.key);
  // A step-down is to the oral route when the question names it ("afebrile 48h on IV clinda,
  // ready for step-down. What oral clindamycin dose …?": first-set batch 154, first run, read as
  // asking the IV route, and the adults' oral line fell under three intravenous ones).
  if (named.includes('oral') && STEP_DOWN.test(open)) return 'oral';
  if (/(?<![\p{L}])IM(?![\p{L}])/u.test(text) && !named.includes('im')) named.push('im');
  // Folded, "dạng uống" (the oral form) is "đang uống" (is taking): typed with its accents, the
  // second names a drug the patient takes, no route. Measured on unseen batch 10: "đang uống
  // alprazolam …, bs muốn thêm diazepam, phối hợp được không?" was read as asking the oral route.
  if (named.includes('oral') && onlyTaking(text)) named.splice(named.indexOf('oral'), 1);
  const parenteral = named.filter((k) => k !== 'oral');
  if (parenteral.length === 1) return parenteral[0]!;
  if (parenteral.length > 1) return null;
  return named.includes('oral') ? 'oral' : null;
}

/** The oral route was read only from "đang uống" typed with its accents. */
function onlyTaking(text: string): boolean {
  const lower = text.normalize('NFC').toLowerCase();
  if (!/đang\s+uống/u.test(lower)) return false;
  const other = lower.replace(/đang\s+uống/gu, ' ');
  return !/(?<![\p{L}])(?:đường\s+uống|dạng\s+uống|duong\s+uong|oral|po)(?![\p{L}])/u.test(other);
}

/**
 * A route the line says the patient cannot take ("Cho người lớn … nhưng không uống được, liều
 * enalaprilat tĩnh mạch …") is not the line's route. "Không tiêm bắp" with neither "thể" nor
 * "được" forbids the route: it names it (unseen batch 8, DIGOXIN: "Không tiêm bắp vì kích ứng
 * tại chỗ" answers "can digoxin be given IM?"). Measured on unseen batch 35 (first run,
 * ENALAPRIL): that line was read as an oral one and left out of an intravenous question.
 */
const CANNOT_TAKE =
  /(?<![\p{L}])(?:khong|chua)\s+(?:the\s+(?:uong|nuot|tiem(?:\s+bap)?)(?:\s+duoc)?|(?:uong|nuot|tiem(?:\s+bap)?)\s+duoc)(?![\p{L}])/gu;

/** +1 when a line names the route asked, −1 when it names only another, 0 when none. */
export function routeFit(foldedLine: string, asked: RouteKey | null): number {
  if (!asked) return 0;
  const line = foldedLine.replace(CANNOT_TAKE, ' ');
  const named = ROUTES.filter((r) => r.named.test(line)).map((r) => r.key);
  if (named.includes(asked)) return 1;
  return named.length > 0 ? -1 : 0;
}
