import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * What a patient eats, drinks or smokes, as the book's Tương tác thuốc and Thận trọng speak of
 * it: not a drug of the book, so no lexicon finds it, but a partner all the same ("Abacavir uống
 * rượu được không?" asks the interaction with alcohol). Each has the name the answer shows and
 * the words (folded) the book and clinicians use for it; the book writes alcohol as "rượu",
 * "alcohol", "alcol", "ethanol" or "đồ uống có cồn".
 */
export interface Substance {
  name: string;
  /** Folded words for it, in the question and in the book (the drafter looks for them there). */
  phrases: readonly string[];
  /**
   * Words that name it in a question only as typed with their diacritics, because folded they
   * are other words: "bưởi" folds to "buoi" as "buổi tối" does, "trà" to "tra" as "kiểm tra",
   * "sữa" to "sua" as "sửa".
   */
  typed?: readonly string[];
  /** Phrases (lower case, as typed) that use those words for something else: "sữa mẹ" is lactation. */
  notWhen?: readonly string[];
  /**
   * What in it acts, as the book's interaction lists name it (folded): coffee is "cafein" there
   * ("Cafein làm giảm tác dụng an thần của diazepam"), milk "calci", green vegetables "vitamin K".
   * Looked for in the book only: a question naming caffeine names no food.
   */
  book?: readonly string[];
  /**
   * The name folded is a syllable of common words in the book ("trà" is the "tra" of "kiểm tra"):
   * looked for in the book by its phrases and `book` words only.
   */
  nameFoldsInBook?: false;
  /**
   * The substance is a monograph of the book too (VITAMIN D, ACID FOLIC): only a reader that has
   * blanked the question's drug mentions may take it as the partner (read-question.ts), not the
   * patient reader, which reads the raw question (read-patient-parameters.ts).
   */
  drugOfTheBook?: boolean;
}

/**
 * Issue 37: a food or drink named beside the drug makes an interaction question. Measured on the
 * real people's questions: "Đang uống amlodipin có uống nước bưởi được không?" and "Uống
 * tetracyclin với sữa được không?" led with "Quá mẫn với …" from Chống chỉ định; "Đã sử dụng thuốc
 * sintrom uống nước dừa có sao không?" named no section at all.
 */
export const SUBSTANCES: readonly Substance[] = [
  {
    name: 'rượu',
    phrases: ['ruou', 'ruou bia', 'bia', 'alcohol', 'alcol', 'ethanol', 'do uong co con'],
    // Stopping drink is a state to treat, not a drink taken with the drug: measured on unseen
    // batch 20, "… in alcohol withdrawal … diazepam 10 mg IM, which muscle …?" was read as an
    // interaction with alcohol once the first sentence was read as telling.
    notWhen: ['cai rượu', 'alcohol withdrawal'],
  },
  {
    name: 'nước bưởi',
    phrases: ['nuoc buoi', 'nuoc ep buoi', 'buoi chum', 'qua buoi', 'grapefruit'],
    typed: ['bưởi'],
  },
  {
    // The pill is named as people take it, not as a drug the lexicon knows: "Em đang uống thuốc
    // tránh thai hằng ngày, … doxycyclin … có bị mất tác dụng tránh thai không?" was read as no
    // interaction (unseen batch 8). The book writes "thuốc tránh thai (dạng) uống".
    name: 'thuốc tránh thai',
    phrases: [
      'thuoc tranh thai',
      'vien tranh thai',
      'thuoc ngua thai',
      'oral contraceptive',
      'contraceptive',
      'birth control',
    ],
    book: ['tranh thai'],
  },
  {
    name: 'thuốc lá',
    phrases: ['thuoc la', 'hut thuoc', 'tobacco', 'smoking', 'smoker', 'smokes'],
    // A disease tobacco caused is the patient's, not a smoke taken with the drug (first-set batch
    // 150, first run: "giảm thị lực do thuốc lá" read as tobacco asked, and NATRI NITROPRUSIAT's
    // "Người bị giảm thị lực do thuốc lá" never held).
    notWhen: ['giảm thị lực do thuốc lá', 'tobacco amblyopia', 'tobacco optic neuropathy'],
    book: ['nicotin', 'nicotine', 'khoi thuoc'],
  },
  {
    name: 'dầu cá',
    phrases: ['dau ca', 'fish oil', 'omega-3', 'omega 3'],
    book: ['omega-3', 'omega 3'],
  },
  {
    name: 'chất xơ',
    phrases: ['chat xo', 'nhieu xo', 'cam gao', 'fiber', 'fibre'],
    book: ['nhieu xo', 'chat xo', 'pectin'],
  },
  {
    name: 'sữa',
    phrases: ['voi sua', 'cung sua', 'uong sua', 'sua bo', 'san pham tu sua', 'che pham sua'],
    typed: ['sữa'],
    // A nursing mother's supply is no drink (unseen batch 144: "có làm em bị ít sữa đi không?").
    notWhen: [
      ...['sữa mẹ', 'bú sữa', 'tiết sữa', 'mất sữa', 'sữa non', 'tạo sữa', 'vào sữa'],
      ...['ít sữa', 'giảm sữa', 'cạn sữa', 'bớt sữa', 'về sữa', 'gọi sữa', 'lợi sữa'],
    ],
    book: ['calci'],
  },
  { name: 'cà phê', phrases: ['ca phe', 'cafe', 'coffee'], book: ['cafein', 'caffeine'] },
  {
    // Before tea: "trà cam thảo" is drunk for its licorice, whose mineralocorticoid action the
    // book names ("Tránh dùng với cam thảo tự nhiên", SPIRONOLACTON). Measured on first-set
    // batches 77 and 78 (stop 57, first runs): both licorice-tea questions were read as tea.
    name: 'cam thảo',
    phrases: ['cam thao', 'licorice', 'liquorice', 'glycyrrhiza', 'glycyrrhizin'],
    book: ['cam thao', 'glycyrrhizin'],
  },
  {
    name: 'trà',
    // First-set batch 77 (stop 57, first run): "… uống trà cam thảo có được không?" was answered
    // by SPIRONOLACTON's "Nên định kỳ kiểm tra chất điện giải …", said to name the tea.
    nameFoldsInBook: false,
    phrases: ['nuoc tra', 'tra xanh', 'uong tra', 'nuoc che', 'che xanh'],
    typed: ['trà', 'chè'],
    book: ['cafein', 'caffeine'],
  },
  {
    name: 'rau xanh',
    phrases: ['rau xanh', 'rau la xanh', 'rau cai', 'bong cai xanh'],
    book: ['vitamin k'],
  },
  { name: 'nước dừa', phrases: ['nuoc dua'], typed: ['dừa'] },
  // Vitamins a patient takes as supplements (issue 37: "a vitamin taken with it" is an
  // interaction). Measured on unseen batch 47 (first run): "… đang bổ sung vitamin B12 đường uống.
  // Colchicin có ảnh hưởng tới hấp thu B12 không?" named no second substance and was answered from
  // Dược lý, while Tương tác thuốc says "Colchicin làm giảm hấp thu vitamin B12 …".
  {
    name: 'vitamin B12',
    drugOfTheBook: true,
    phrases: ['vitamin b12', 'vitamin b 12', 'cyanocobalamin', 'cyanocobalamine', 'cobalamin'],
    book: ['vitamin b12', 'vitamin b 12', 'cyanocobalamin'],
  },
  {
    name: 'vitamin K',
    drugOfTheBook: true,
    phrases: ['vitamin k', 'vitamin k1', 'phytomenadion', 'phytonadione'],
    book: ['vitamin k'],
  },
  {
    name: 'vitamin C',
    drugOfTheBook: true,
    phrases: ['vitamin c', 'acid ascorbic', 'ascorbic acid'],
  },
  {
    name: 'vitamin D',
    drugOfTheBook: true,
    phrases: ['vitamin d', 'vitamin d3', 'calcitriol', 'colecalciferol'],
  },
  {
    name: 'acid folic',
    drugOfTheBook: true,
    phrases: ['acid folic', 'folic acid'],
    // A deficiency is a condition, not a supplement taken.
    notWhen: ['thiếu acid folic', 'folic acid deficiency'],
    book: ['acid folic'],
  },
  {
    name: 'vitamin tổng hợp',
    phrases: ['vitamin tong hop', 'multivitamin', 'multivitamins', 'thuoc bo'],
    book: ['vitamin'],
  },
  {
    // An antacid as patients name it: "thuốc dạ dày chứa nhôm magnesi", "thuốc chữ P". Measured
    // (stop 61, a doctor's question, GABAPENTIN): "… có uống thuốc dạ dày chứa nhôm magnesi cùng
    // lúc được không?" named no partner and led with "không được ngừng đột ngột", while Tương tác
    // thuốc says "Thuốc kháng acid chứa nhôm và magnesi làm giảm sinh khả dụng …". "Nhôm" only as
    // typed: folded it is also "nhóm" (a group).
    name: 'thuốc kháng acid',
    drugOfTheBook: true,
    phrases: [
      'thuoc khang acid',
      'khang acid',
      'antacid',
      'antacids',
      'thuoc da day',
      'thuoc dau da day',
      'thuoc trung hoa acid',
      'aluminium hydroxide',
      'aluminum hydroxide',
      'magnesium hydroxide',
      'nhom hydroxyd',
    ],
    typed: ['nhôm', 'thuốc dạ dày'],
    nameFoldsInBook: false,
    book: ['khang acid', 'antacid', 'nhom hydroxyd', 'magnesi hydroxyd'],
  },
  {
    // Last: iron is a drug of the book too, and a food named beside it is its partner. Iron
    // tablets, as a patient takes them; the book writes "muối sắt". Only "sắt" as typed:
    // folded it is also "sát" (theo dõi sát). Measured on unseen batch 9 (DOXYCYCLIN): "đang
    // uống viên sắt …, uống chung một lúc được không?" led with the penicillin line.
    name: 'sắt',
    phrases: ['iron', 'ferrous', 'sat sulfat', 'sat fumarat'],
    typed: ['viên sắt', 'thuốc sắt', 'bổ sung sắt', 'uống sắt', 'sắt'],
    book: ['muoi sat', 'che pham chua sat', 'sat sulfat'],
  },
];

/**
 * The substance a question names, if any (the first in the list when several). `folded` is the
 * question folded (no diacritics); `typed`, when given, is the question as typed (NFC), where the
 * words that fold into other words are looked for.
 */
export function readSubstance(folded: string, typed?: string): Substance | undefined {
  const lower = folded.toLowerCase();
  const text = typed?.normalize('NFC').toLowerCase();
  return SUBSTANCES.find((s) => {
    const not = s.notWhen ?? [];
    const rest = not.reduce((t, other) => t.split(foldDiacritics(other)).join(' '), lower);
    if (s.phrases.some((p) => containsPhrase(rest, p))) return true;
    if (!text || !s.typed) return false;
    const restTyped = not.reduce((t, other) => t.split(other).join(' '), text);
    return s.typed.some((word) => containsPhrase(restTyped, word));
  });
}
