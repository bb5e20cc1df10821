import type { AskedQuestion } from './asked-question';

/**
 * The words right before a drug that say the patient already takes it: "đang (uống|tiêm|dùng)
 * …", "đã dùng" (unseen batch 119: "… dù đã dùng enalapril, bisoprolol, furosemid. BS muốn thêm
 * digoxin …" was answered as a pair), "đang duy trì", "on", "taking", "receiving". Read on the
 * question's fold.
 */
const TAKEN_WORDS = String.raw`(?<![\p{L}])(?:dang(?:\s+(?:uong|tiem|dung|truyen|duy\s+tri|su\s+dung|xit|boi))?|da\s+(?:uong|dung|tiem)|duy\s+tri|already\s+on|on|taking|takes|receiving|treated\s+with)`;
/**
 * A route or a regimen word may stand between ("he is on IV furosemide", "đang truyền TM
 * furosemid"): measured on unseen batch 130 (first run), "… and he is on IV furosemide. The
 * resident wants to start oral diltiazem …" was answered as a pair from both Tương tác thuốc,
 * DILTIAZEM's "Suy thất trái nặng kèm theo sung huyết phổi" not shown.
 */
const BETWEEN = String.raw`(?:\s+(?:iv|im|sc|po|tm|oral|intravenous|inhaled|regular|long[\s-]term|high[\s-]dose|low[\s-]dose|tinh\s+mach|lau\s+dai))?`;
const TAKEN = new RegExp(String.raw`${TAKEN_WORDS}${BETWEEN}\s*$`, 'u');

/** How far before the name the words are read (the dose words between are rare). */
const REACH = 24;

/**
 * The later names of a list the taken words open: "đang dùng digoxin, furosemid và bisoprolol"
 * (each name of up to four words with its dose, then "," "và" "and" "với"). Not past a word that
 * adds or prescribes ("đang uống A, nay thêm B và C": C is added, not taken). Measured on unseen
 * batch 42.
 */
const LIST_WORD = String.raw`(?!(?:them|cho|ke|nay|muon|dinh|bac|bs|add|adding|start|starting|prescribe)(?![\p{L}]))[\p{L}\p{N}./%-]+`;
const TAKEN_LIST = new RegExp(
  String.raw`${TAKEN_WORDS}\s+(?:${LIST_WORD}(?:\s+${LIST_WORD}){0,4}\s*(?:,|\s+va|\s+and|\s+voi|\s+\+)\s+){1,4}$`,
  'u',
);
const LIST_REACH = 90;

const takenBefore = (before: string) => TAKEN.test(before.slice(-REACH)) || TAKEN_LIST.test(before);

/**
 * A course already taken, told after the name: "tự mua diclofenac và meloxicam uống liền 10 ngày",
 * "took ibuprofen for 2 weeks". Measured on unseen batch 115 (first run): the painkillers that
 * caused the kidney failure were read as drugs asked beside FUROSEMID, and DICLOFENAC's
 * contraindications led the answer about furosemid.
 */
const TAKEN_COURSE = new RegExp(
  String.raw`^(?:\s*(?:,|va|and)\s*[\p{L}\p{N}-]+){0,3}\s+(?:(?:uong|dung|tiem)\s+(?:lien\s+|lien\s+tuc\s+|suot\s+)?|for\s+)\d+\s+(?:ngay|tuan|thang|days?|weeks?|months?)(?![\p{L}])`,
  'u',
);

/**
 * The drugs whose safety sections are read for a question naming more than one: those the
 * question asks about, not those it says the patient already takes (every mention of them after
 * "đang …", "on …"), unless that leaves none. Measured on unseen batch 19 (first run): "BN nữ
 * 76t THA đang uống furosemid … xin tiêm Voltaren 75 mg … tiêm được không?" led with FUROSEMID's
 * "Vì vậy không dùng để điều trị tăng huyết áp cho người cao tuổi", a line about the drug taken.
 */
export function drugsAskedAbout(
  asked: Pick<AskedQuestion, 'text' | 'understood'>,
  drugIds: readonly string[],
): string[] {
  if (drugIds.length < 2) return [...drugIds];
  const folded = asked.text.folded;
  const taken = (id: string) => {
    const mentions = asked.understood.mentions.filter((m) => m.drug_id === id);
    return (
      mentions.length > 0 &&
      mentions.every(
        (m) =>
          takenBefore(folded.slice(Math.max(0, m.start - LIST_REACH), m.start)) ||
          TAKEN_COURSE.test(folded.slice(m.end, m.end + LIST_REACH)),
      )
    );
  };
  const asking = drugIds.filter((id) => !taken(id));
  return asking.length > 0 ? asking : [...drugIds];
}
