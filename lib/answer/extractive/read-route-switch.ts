import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * A change of route asked: "nay chuyển sang enalapril uống thì khởi liều bao nhiêu?", "can now
 * swallow. Can I just give the same dose by mouth?", "switching from IV to oral". The book says it
 * in the dose section in lines of their own ("Liều tiêm truyền tương tự như liều uống", "Phải chú
 * ý đến sự khác nhau giữa sinh khả dụng của các thuốc tiêm và uống khi chuyển từ đường dùng này
 * qua đường dùng kia", "Khi bắt đầu liệu pháp uống tiếp theo liệu pháp enalaprilat tĩnh mạnh …"),
 * which share few words with the question. Measured on unseen batches 129, 139 and 140 (first
 * runs): three such questions, on COTRIMOXAZOL, ENALAPRIL and DIGOXIN, each led with a dose line
 * of one route, the switch's line never shown. Both tests read folded text.
 */
const ROUTE = String.raw`(?:duong\s+)?(?:uong|tiem(?:\s+truyen)?|truyen|tinh\s+mach|tm|iv|oral|po)`;
const ASKS_ROUTE_SWITCH = new RegExp(
  String.raw`(?<!\p{L})(?:(?:chuyen|doi)\s+(?:tu\s+${ROUTE}\s+)?sang\s+(?:\S+\s+){0,2}?${ROUTE}|switch\w*\s+(?:\w+\s+){0,3}?(?:to|from)\s+(?:oral|iv|intravenous|by\s+mouth|po|tablets?)|(?:iv|intravenous)\s+to\s+(?:oral|po)|(?:oral|po)\s+to\s+(?:iv|intravenous)|same\s+dose\s+(?:by\s+mouth|orally|po|iv|intravenously)|switching\s+(?:the\s+)?route)(?!\p{L})`,
  'u',
);

/** A line of the book on changing route. */
// "… cho người chuyển từ liệu pháp enalapril: Liều enalaprilat tĩnh mạnh ban đầu …" too.
const STATES_ROUTE_SWITCH =
  /(?<!\p{L})(?:chuyen\s+tu\s+lieu\s+phap|chuyen\s+(?:tu\s+)?[^.;]{0,60}?(?:sang|qua)\s+(?:duong\s+dung|tiem|uong|vien|tinh\s+mach)|tiem(?:\s+truyen)?\s+tuong\s+tu\s+(?:nhu\s+)?lieu\s+uong|uong\s+tuong\s+(?:tu|duong)\s+(?:nhu\s+)?(?:khi\s+)?(?:lieu\s+)?tiem|sinh\s+kha\s+dung\s+cua\s+cac\s+thuoc\s+tiem\s+va\s+uong|(?:lieu\s+phap\s+)?uong\s+tiep\s+theo)(?!\p{L})/u;

/** By mouth, and by injection or infusion: a switch names both ("ăn uống" is eating). */
const ORAL = /(?<!\p{L})(?:(?<!an\s)uong|oral(?:ly)?|by\s+mouth|po|swallow)(?!\p{L})/u;
const PARENTERAL =
  /(?<!\p{L})(?:tiem|truyen|tinh\s+mach|tm|iv|intravenous(?:ly)?|injection)(?!\p{L})/u;
/** The dose is what is asked of the switch, not when to switch or what to watch. */
const DOSE_ASKED = /(?<!\p{L})(?:lieu|dose|so\s+voi|quy\s+doi|same\s+amount)(?!\p{L})/u;
/** How the drug behaves by each route is pharmacology ("sinh khả dụng … để quy đổi liều"). */
const KINETICS = /(?<!\p{L})(?:sinh\s+kha\s+dung|hap\s+thu|bioavailab\w*|absorb\w*)(?!\p{L})/u;

/**
 * The question switches the one drug it names from one route to the other and asks the dose:
 * "chuyển sang enalaprilat TM thì liều ban đầu" (one route named) asks the new route's dose,
 * "chuyển sang uống acenocoumarol" from enoxaparin (two drugs) is a change of drug, "khi nào thì
 * chuyển sang đường uống" asks when. Measured in memory on batches 1–140 at stop 66: read on the
 * switch's words alone, nine such questions lost their answering line.
 */
export function asksRouteSwitch(folded: string, otherDrugs: readonly string[] = []): boolean {
  const m = ASKS_ROUTE_SWITCH.exec(folded);
  if (!m) return false;
  // Another drug in the switch's sentence is the one switched from ("đang tiêm enoxaparin, … chuyển
  // sang uống acenocoumarol"); one the patient takes, told in another sentence, is not.
  const start = Math.max(...['.', '?', '!', ';'].map((c) => folded.lastIndexOf(c, m.index))) + 1;
  const ends = ['.', '?', '!', ';'].map((c) => folded.indexOf(c, m.index)).filter((i) => i >= 0);
  const sentence = folded.slice(start, ends.length ? Math.min(...ends) : folded.length);
  return (
    !otherDrugs.some((name) => containsPhrase(sentence, name)) &&
    ORAL.test(folded) &&
    PARENTERAL.test(folded) &&
    DOSE_ASKED.test(folded) &&
    !KINETICS.test(folded)
  );
}

export function statesRouteSwitch(sentence: string): boolean {
  return STATES_ROUTE_SWITCH.test(foldWords(sentence));
}

export type SwitchTarget = 'oral' | 'parenteral';

const TARGET =
  /(?<!\p{L})(?:sang|qua|to)\s+(?:duong\s+dung\s+)?(?:[^\s.,;?]+\s+){0,3}?(uong|vien|oral|by\s+mouth|po|tiem|truyen|tinh\s+man[hc]|tm|iv|intravenous)(?!\p{L})/u;
const ORAL_TARGET = /^(?:uong|vien|oral|by\s+mouth|po)$/u;

/**
 * Which way a switch goes, in a question or a book line (folded): to the oral route or to an
 * injection, or null when it says none ("tiêm truyền tương tự như liều uống", both ways). A line
 * for the other way is no answer: "switch him to IV enalaprilat" was led by "Khi bắt đầu liệu
 * pháp uống tiếp theo liệu pháp enalaprilat tĩnh mạnh …" (unseen batches 36 and 76, measured at
 * stop 66). The book prints "tĩnh mạnh" for "tĩnh mạch" in places (ENALAPRIL): both are read.
 */
export function switchTarget(folded: string): SwitchTarget | null {
  const m = TARGET.exec(folded);
  if (m) return ORAL_TARGET.test(m[1]!) ? 'oral' : 'parenteral';
  if (/(?<!\p{L})uong\s+tiep\s+theo(?!\p{L})/u.test(folded)) return 'oral';
  if (/(?<!\p{L})same\s+dose\s+(?:by\s+mouth|orally|po)(?!\p{L})/u.test(folded)) return 'oral';
  if (/(?<!\p{L})chuyen\s+tu\s+lieu\s+phap(?!\p{L})/u.test(folded))
    return /(?<!\p{L})(?:tinh\s+man[hc]|tiem|truyen)(?!\p{L})/u.test(folded)
      ? 'parenteral'
      : 'oral';
  return null;
}
