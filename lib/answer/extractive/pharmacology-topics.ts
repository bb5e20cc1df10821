import type { SectionKey } from '@/lib/schema/section-keys';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { readOwnLabels } from '@/lib/book/label-grammar';
import type { Candidate } from './candidate';
import { rankByKeys } from '@/lib/answer/rank/rank-by-keys';
import type { RankTable } from '@/lib/answer/rank/rank-key';

/**
 * What a pharmacology question asks, and the words the book says it with in Dược lý và cơ chế tác
 * dụng. A clinician asks "how soon does it act", "how is it cleared", "is it protein-bound"; the
 * book answers in one line that holds its own words for it ("tác dụng xuất hiện sau …", "thải
 * trừ chủ yếu qua thận …", "gắn với protein huyết tương …"), which shares few words with the
 * question. Measured on unseen batches 1–56 (after their fixes): 60 pharmacology questions
 * without the answering fact, most led by another Dược lý line ("How is entecavir cleared …?"
 * by the resistance mutations, "How fast does inhaled adrenaline start to act?" by the INN line).
 * Each row: what the question says (folded, Vietnamese or English) and what the book's line says
 * (folded). The first row the question names decides.
 */
export interface PharmacologyTopic {
  name: string;
  asked: RegExp;
  line: RegExp;
  /**
   * The book's subheading for the topic over a line ("Hấp thu:", "Thải trừ:"), when it differs
   * from `line`; a line under it says the topic before one that only names its words.
   */
  label?: RegExp;
}

const W = String.raw`(?![\p{L}])`;

export const PHARMACOLOGY_TOPICS: readonly PharmacologyTopic[] = [
  {
    name: 'protein_binding',
    asked: new RegExp(String.raw`protein|albumin`, 'u'),
    line: new RegExp(String.raw`protein|albumin`, 'u'),
  },
  {
    name: 'half_life',
    // "bao lâu mới đào thải được một nửa" is the half-life in plain words.
    asked: new RegExp(
      String.raw`nua doi|half[- ]?li(?:fe|ves)|t\s?1/2${W}|(?:thai|het|giam)[^?.]{0,20}(?:mot nua|50 ?%)`,
      'u',
    ),
    line: new RegExp(String.raw`nua doi|t\s?1/2${W}`, 'u'),
  },
  {
    name: 'onset',
    asked: new RegExp(
      String.raw`bat dau (?:co |thay )?tac dung|(?:bao lau|may phut|may gio)(?: sau)?(?: thi| moi)? (?:co |thay |bat dau )?(?:tac dung|hieu qua|thay (?:do|giam)|(?:huyet ap |ha )?(?:giam|ha|tut))|tac dung (?:xuat hien|sau bao lau)|onset|how (?:soon|fast|quickly)[^?.]{0,60}(?:act|work|effect|begin|start|kick|fall|drop|come down|decrease)|start(?:s)? to (?:act|work)`,
      'u',
    ),
    line: new RegExp(
      String.raw`tac dung (?:cua thuoc )?(?:xuat hien|bat dau)|bat dau (?:co )?tac dung|khoi phat|(?:giam|xuat hien) (?:nhanh )?(?:trong vong|sau(?: khoang)?) \d`,
      'u',
    ),
  },
  {
    name: 'duration',
    asked: new RegExp(
      String.raw`tac dung (?:duoc |keo dai )?(?:bao lau|may (?:tieng|gio|ngay))|keo dai bao lau|how long[^?.]{0,40}(?:last|work|act)|duration of (?:action|effect)`,
      'u',
    ),
    line: new RegExp(String.raw`thoi gian tac dung|tac dung (?:keo dai|duoc duy tri|con)`, 'u'),
  },
  {
    name: 'elimination',
    asked: new RegExp(
      String.raw`thai tru|dao thai|bai tiet|clear(?:ed|ance)|eliminat|excret|qua gan hay|gan hay (?:qua )?than|liver or (?:the )?kidney`,
      'u',
    ),
    label: new RegExp(String.raw`thai tru|dao thai|bai tiet`, 'u'),
    // Where it goes out, not "nửa đời thải trừ" (a half-life line).
    line: new RegExp(
      String.raw`(?:thai tru|dao thai|bai tiet)[^.;]{0,60}(?:qua|vao|trong) (?:than|nuoc tieu|gan|mat|phan)`,
      'u',
    ),
  },
  {
    // Before metabolism: "nồng độ đỉnh của các chất chuyển hóa" asks the peak (first-set batches
    // 131-132, ACARBOSE, in memory).
    name: 'peak',
    asked: new RegExp(String.raw`nong do dinh|dat dinh|dat (?:toi da|cuc dai)|peak|tmax|cmax`, 'u'),
    line: new RegExp(
      String.raw`nong do dinh|dat dinh|dinh (?:trong )?huyet tuong|(?:dat|nong do) (?:toi da|cuc dai)`,
      'u',
    ),
  },
  {
    name: 'metabolism',
    asked: new RegExp(
      String.raw`chuyen hoa|metaboli|cyp(?:\s?\d|${W})|cytochrom|tien chat|prodrug|convert|activat`,
      'u',
    ),
    line: new RegExp(String.raw`chuyen hoa|cyp\s?\d|cytochrom|tien chat`, 'u'),
  },
  {
    // Food and the drug: before absorption, whose words the food line shares ("Thức ăn làm chậm
    // tốc độ hấp thu …", "… không bị ảnh hưởng bởi thức ăn").
    name: 'food',
    asked: new RegExp(
      String.raw`thuc an|bua an|luc no|luc doi|bung doi|(?:truoc|sau) (?:khi )?an${W}|food|meal`,
      'u',
    ),
    line: new RegExp(String.raw`thuc an|bua an|luc doi`, 'u'),
  },
  {
    // What it is: its class and chemical family ("… là một thuốc benzothiazepin chẹn calci, không
    // thuộc nhóm dihydropyridin").
    name: 'class',
    asked: new RegExp(String.raw`class|belong|nhom hoa hoc|thuoc nhom (?:gi|nao)|dan chat`, 'u'),
    line: new RegExp(String.raw`la (?:mot )?(?:thuoc|dan chat)${W}|(?:khong )?thuoc nhom${W}`, 'u'),
  },
  {
    // What it binds ("ái lực gắn vừa hoặc mạnh với thụ thể D4").
    name: 'receptor',
    asked: new RegExp(String.raw`thu the|receptor|ai luc|affinity`, 'u'),
    line: new RegExp(String.raw`thu the|ai luc`, 'u'),
  },
  {
    // Whether it builds up with repeated doses ("không có hiện tượng tích lũy thuốc khi uống 3 lần
    // mỗi ngày"): before distribution, whose asking words hold "accumulate" too. Measured on
    // first-set batch 112 (first run, ACARBOSE): "… does the drug accumulate with repeated
    // three-times-daily dosing?" found no line.
    name: 'accumulation',
    asked: new RegExp(String.raw`accumulat|build(?:s)? up|tich luy`, 'u'),
    line: new RegExp(String.raw`tich luy`, 'u'),
  },
  {
    // Where it goes in the body ("Colchicin tập trung ở bạch cầu", "phân bố rộng …").
    name: 'distribution',
    asked: new RegExp(String.raw`phan bo|tap trung|distribut|concentrat|accumulat`, 'u'),
    line: new RegExp(String.raw`phan bo|tap trung (?:o|trong|nhieu)`, 'u'),
  },
  {
    name: 'absorption',
    // How much reaches the blood, in plain words too ("how much … reaches the bloodstream in
    // active form", "gets into the body when the cream is applied": first-set batches 111-112).
    asked: new RegExp(
      String.raw`hap thu|sinh kha dung|absor|bioavailab|bloodstream|into the (?:blood|body)|(?:ngam|vao duoc|di) vao mau|active form`,
      'u',
    ),
    // Not "tái hấp thu ống thận", which is elimination (first-set batch 129, first run, DIGOXIN).
    line: new RegExp(String.raw`(?<!tai )hap thu|sinh kha dung`, 'u'),
  },
  {
    name: 'steady_state',
    asked: new RegExp(String.raw`nong do on dinh|trang thai on dinh|steady[- ]state`, 'u'),
    line: new RegExp(String.raw`on dinh`, 'u'),
  },
  {
    name: 'resistance',
    // Not "kháng trị", "treatment-resistant": the disease resists, not the organism.
    asked: new RegExp(
      String.raw`khang cheo|cross[- ]resist|(?:da|bi|chung) khang(?! tri)|resistance|resistant (?:to|strain|organism|isolate)`,
      'u',
    ),
    // Not "đối kháng với thụ thể" (an antagonist).
    line: new RegExp(String.raw`khang cheo|khang tu nhien|(?<!doi )khang thuoc|de khang`, 'u'),
  },
];

/**
 * The Dược lý line that says what a pharmacology question asks: the first topic the question
 * names whose words a line of the section holds; of several such lines, one under the book's
 * subheading for the topic ("Hấp thu: …") first, then the one holding most of the question's
 * words, then the book's first. Undefined when no topic is named or no line says it (the other
 * lead rules decide then). Measured on first-set batch 129 (first run, DIGOXIN): "… hấp thu
 * khoảng bao nhiêu phần trăm … hấp thu chủ yếu ở đoạn nào" led with "Thải trừ: … tái hấp thu ống
 * thận", which holds more of the question's words than the lines under "Hấp thu".
 */
export function pharmacologyTopicLine(
  pool: readonly Candidate[],
  askedFolded: string,
): Candidate | undefined {
  const lines = pool
    .filter((c) => c.chunk.section_key === PHARMACOLOGY)
    .map((c) => ({ c, folded: foldDiacritics(c.text).toLowerCase() }));
  for (const topic of PHARMACOLOGY_TOPICS) {
    if (!topic.asked.test(askedFolded)) continue;
    const saying = lines.filter(({ folded }) => topic.line.test(folded)).map(({ c }) => c);
    if (saying.length === 0) continue;
    return rankByKeys(TOPIC_LINE_TABLE, saying, topic)[0];
  }
  return undefined;
}

/** Words a subheading has at most: "Hấp thu", "Chuyển hóa và đào thải"; not a sentence's label. */
const SUBHEADING_WORDS = 4;

/**
 * Whether a label over the line (carried or printed) is the book's subheading for the topic: a
 * short label naming it. Not "Chuyển hóa sinh học xảy ra qua 2 bước" (CLOPIDOGREL), a label
 * that says a fact: under it, the line whose words answer leads (batches 1-136 in memory).
 */
function underTopicLabel(c: Candidate, topic: PharmacologyTopic): boolean {
  const pattern = topic.label ?? topic.line;
  return [...c.labels, ...readOwnLabels(c.text).labels].some((label) => {
    const folded = foldDiacritics(label).toLowerCase().trim();
    return folded.split(/\s+/).length <= SUBHEADING_WORDS && pattern.test(folded);
  });
}

/** Of the lines that say a topic's words, which says the topic. */
const TOPIC_LINE_TABLE: RankTable<Candidate, PharmacologyTopic> = {
  name: 'pharmacology_topic_line',
  keys: [
    {
      name: 'under_topic_label',
      score: (c, topic) => (underTopicLabel(c, topic) ? 1 : 0),
      reason:
        'A line under the book\'s subheading for the topic says it. Measured on first-set batch 129 (first run, DIGOXIN): "Thải trừ: … tái hấp thu ống thận" led an absorption question.',
    },
    {
      name: 'question_words',
      score: (c) => c.weighted,
      reason: "The weight of the question's words the line holds, rare words weighing most.",
    },
    { name: 'book_order', score: (c) => -c.order, reason: "The book's first." },
  ],
};

const PHARMACOLOGY: SectionKey = 'duoc_ly_va_co_che_tac_dung';
