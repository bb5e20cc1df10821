/**
 * What patients and relatives say for an effect, folded, with the book's words for it. A question
 * told in plain words ("ăn gì cũng thấy nhạt nhẽo, mất vị, lại hay đi ngoài phân lỏng. Có phải do
 * thuốc không?") names none of the ADR section's terms ("Rối loạn vị giác, ỉa chảy"), so no line
 * weighed clearly most and the answer led with another. Measured on unseen batches 23 and 24
 * (first runs): five yes/no questions about an effect told in plain words led with another line
 * of the right section ("đi không ra, phải rặn" for "bí đái", "nói linh tinh, thấy có người" for
 * "lú lẫn, ảo giác", "tim đập nhanh" for "hồi hộp", "xây xẩm" for "hạ huyết áp thế đứng").
 * Common Vietnamese lay terms and the book's clinical ones, one row per effect.
 */
export const PLAIN_SYMPTOM_TERMS: readonly [string, string][] = [
  [
    // "lạ miệng", "khác vị" (first-set batch 90, first run: ACETAZOLAMID's "Thay đổi vị giác" never
    // led "… bia với nước ngọt có ga thấy nhạt nhạt, lạ miệng, đồ ăn cũng khác vị")
    'nhat mieng|nhat nheo|nhat nhat|la mieng|khac vi|mat vi(?: giac)?|an khong thay vi|dang mieng|taste (?:changes?|altered|flat)|things taste',
    'rối loạn vị giác, thay đổi vị giác',
  ],
  // Drooling, in a family's words (unseen batch 144, first run: "đêm nào cũng chảy nước dãi ướt
  // hết gối" never met CLOZAPIN's "Tăng tiết nước bọt …, thường giảm trong vài tuần").
  ['chay nuoc dai|chay dai|nhieu nuoc dai|nuoc dai chay|drooling', 'tăng tiết nước bọt'],
  // A man's breasts grown, as his family tells it (first-set batch 157, first run: "hai bên ngực
  // to ra và đau như con gái. Có phải do thuốc không" read no effect, and SPIRONOLACTON's "Vú to
  // ở đàn ông" was not shown).
  [
    '(?:hai ben |2 ben )?nguc to (?:ra|len)|vu to (?:ra|len)|nguc (?:no|phat) to|to nguc',
    'to vú đàn ông, vú to ở nam',
  ],
  // Swollen, overgrown gums as a relative or a dentist tells them (unseen batch 152, first run:
  // "lợi sưng to trùm cả chân răng … có phải do thuốc huyết áp không?" never met DILTIAZEM's
  // "Tiêu hóa: Phì lợi, viêm gan").
  [
    'loi sung(?: to)?|sung loi|loi (?:phi|to ra|moc trum)|phi dai loi|nuou sung|sung nuou|gum (?:overgrowth|hyperplasia|hypertrophy|swelling)|gingival (?:hyperplasia|overgrowth|hypertrophy)|swollen gums',
    'phì lợi',
  ],
  // Blurred distance vision with near vision kept is short sight (first-set batch 89, first run:
  // "nhìn xa bị mờ … nhìn gần đọc sách vẫn bình thường" never met ACETAZOLAMID's "Mắt: Cận thị").
  ['nhin xa (?:bi )?mo|nhin xa khong ro|blurr?(?:ed|y) distance vision', 'cận thị'],
  // stools counted or watery (unseen batch 139, first run: "… sáng hôm sau đi ngoài 6 lần/ngày,
  // đau quặn bụng. có nên uống tiếp …?" never met COLCHICIN's "Cần ngừng dùng colchicin nếu có
  // các triệu chứng rối loạn tiêu hóa")
  [
    'phan long|di long|di ngoai long|tao thao duoi|di ngoai (?:[0-9]+(?: [0-9]+)? )?(?:lan|bai)|di ngoai (?:toan )?nuoc|di ngoai nhieu',
    'ỉa chảy, tiêu chảy',
  ],
  [
    // "tiểu rát" (burning), not "tiểu rất ít" (very little: unseen batch 37, first run, read as
    // dysuria for a vomiting 83-year-old who passed little urine)
    '(?:di )?tieu khong ra|dai khong ra|di khong ra|phai ran(?: mai)?|tieu phai ran|tieu rat(?! (?:it|nhieu|lau|cham))',
    'bí đái, đái khó',
  ],
  ['noi linh tinh|noi lung tung|lan lon|lu lan|lan than', 'lú lẫn'],
  // a heavy, slow stomach and no strength, as a daughter tells them (first-set batch 141, first
  // run: "lúc nào cũng uể oải mệt mỏi, bụng ậm ạch khó tiêu. Có phải do thuốc không" read no
  // effect, and ACEBUTOLOL's "Mệt mỏi", "Rối loạn tiêu hóa" lines were not first)
  // Not "khó tiêu" alone: folded it is also "khó tiểu" (hard to pass urine; unseen batch 32).
  ['am ach|day bung kho tieu', 'rối loạn tiêu hóa, khó tiêu'],
  ['ue oai|bai hoai|uon oan|khong con suc', 'mệt mỏi'],
  ['thay co nguoi|nhin thay nguoi|thay nguoi la|nghe thay tieng|thay ma', 'ảo giác'],
  ['tim khong ra|lac duong|khong nhan ra nguoi nha|khong biet minh o dau', 'mất phương hướng'],
  ['tim dap nhanh|tim dap thinh thich|danh trong nguc|trong nguc', 'hồi hộp, nhịp tim nhanh'],
  [
    // "tụt huyết áp khi đứng dậy" (unseen batch 41, CLOZAPIN: the answer said the ADR section
    // "không nêu" it; the book prints "Hạ huyết áp tư thế").
    // "đứng dậy bị choáng" too (unseen batch 147, first run, CLOZAPIN: read no effect, and
    // "Hạ huyết áp tư thế có thể xuất hiện trong giai đoạn đầu điều trị" never led).
    'xay xam|toi sam mat|choang khi dung|dung (?:len|day|dau) (?:la |bi |thi )?choang|(?:tut|ha) huyet ap khi (?:dung|ngoi)(?: day| len)?',
    'chóng mặt, hạ huyết áp thế đứng, hạ huyết áp tư thế',
  ],
  ['ngu li bi|ngu ca ngay|ngu suot ngay|ngu ga ngu gat', 'buồn ngủ, ngủ gà'],
  // "đi đứng loạng choạng" too (unseen batch 147, first run: GABAPENTIN's "Mất phối hợp vận động
  // thường liên quan đến liều dùng" never led "… Có cần bỏ thuốc luôn không hay giảm bớt?").
  [
    'di (?:dung |lai )?loang choang|di khong vung|chan nam da chan chieu',
    'loạng choạng, mất điều hòa',
  ],
  // A fever told by its degrees (unseen batch 148, first run: "uống clozapin được 10 ngày thì sốt
  // 38,5 độ … có phải bỏ thuốc không?" never met CLOZAPIN's "Sốt > 38 o C trong 3 tuần đầu …").
  // Not "sot" alone: folded it is also "sót" (left out).
  ['sot (?:cao |nhe )?(?:3[7-9]|4[01])(?:[,.][0-9])?|sot cao', 'sốt'],
  // constipation told as days without a stool (unseen batch 59: "… 4 ngày chưa đi ngoài được. Có
  // cách gì xử lý không?" was answered from Quá liều và xử trí)
  [
    'chua di ngoai(?: duoc)?|khong di ngoai duoc|chua di cau(?: duoc)?|khong di cau duoc|kho di ngoai|di ngoai kho',
    'táo bón',
  ],
  ['noi man|me day|man do|man ngua|noi ban', 'phát ban, ngứa, mày đay'],
  [
    'sung moi|sung mat|sung mi mat|sung luoi|swelling of (?:the |his |her )?(?:tongue|lips?|face)|(?:tongue|lip|facial) swelling',
    'phù mạch',
  ],
  ['vang mat', 'vàng da'],
  ['chay mau chan rang|chay mau cam', 'chảy máu, xuất huyết'],
  // A bruise is the book's "thâm tím" beside bleeding; a lump of blood where it is injected is
  // "máu tụ" (unseen batch 37, first run: ENOXAPARIN's "Máu tụ tại chỗ tiêm", "Ban đỏ, thâm tím"
  // were not shown for "nhiều vết bầm tím, có cục máu tụ nhỏ").
  ['bam tim|tham tim', 'thâm tím, chảy máu, xuất huyết'],
  ['cuc mau tu|khoi mau tu|tu mau', 'máu tụ'],
  ['nghe kem|diec tai', 'giảm thính lực, điếc'],
  ['kien bo|te bi|te buot', 'dị cảm'],
  ['run tay|tay run', 'run'],
  ['an khong ngon|bieng an|chan an', 'chán ăn'],
  ['mat mo|nhin mo|nhoe nhoe|nhin nhoe|mat nhoe', 'nhìn mờ, rối loạn thị giác'],
  ['o nong|o chua|nong rat thuong vi|dau bung tren', 'khó tiêu, đau thượng vị'],
  // and by the kilograms gained (unseen batch 66, first run: "… tăng 9 kg, vòng bụng to ra. Xử
  // trí ADR này thế nào?" led with the agranulocytosis lines; CLOZAPIN says "Tăng cân …")
  ['len can|(?:tang|len) [0-9]+(?:[,.][0-9]+)? ?kg|gained [0-9]+ ?kg|weight gain', 'tăng cân'],
  // In English too (unseen batch 33, first run: "… aching knees and wrists … Is joint pain among
  // the common adverse effects …?" read no effect; DOXYCYCLIN's ADR prints "Khác: Đau khớp").
  ['joint pains?|aching (?:knees|joints|wrists)|achy joints|arthralgias?', 'đau khớp'],
  ['muscle (?:pain|aches?)|myalgias?', 'đau cơ'],
  // Aches told the lay way (unseen batch 36, first run: "… thân đau nhức bắp thịt, nhức cả các
  // khớp. có phải tác dụng phụ …" read no effect; GABAPENTIN's ADR prints "Cơ xương: Đau cơ, đau
  // khớp").
  ['(?:dau )?nhuc (?:moi )?bap thit|dau bap thit|moi bap thit|nhuc moi co', 'đau cơ'],
  ['(?:dau )?nhuc (?:ca )?(?:cac )?khop|nhuc xuong khop|dau cac khop', 'đau khớp'],
  // "khó cương", "chuyện vợ chồng không được" (unseen batch 116, first run: GABAPENTIN's
  // "Liệt dương" never led a man who could no longer keep an erection)
  [
    'yeu sinh ly|roi loan cuong(?: duong)?|kho cuong|cuong khong duoc|chuyen vo chong khong',
    'liệt dương',
  ],
  // A changed temper and a sex drive grown told plainly (unseen batch 64, first run: "… tính tình
  // thay đổi hẳn, lại ham muốn chuyện vợ chồng nhiều bất thường" led with the ADR section's first
  // lines; GABAPENTIN prints "rối loạn nhân cách, tăng dục cảm").
  [
    'tinh tinh thay doi|thay doi tinh tinh|tinh khi thay doi|personality change',
    'rối loạn nhân cách',
  ],
  ['ham muon(?: \\p{L}+){0,3} (?:nhieu|tang|manh)|tang ham muon|increased libido', 'tăng dục cảm'],
  // Unseen batch 28 (first run): five effects told in plain words, each line of the ADR section
  // third or later ("như bị cảm cúm" for "hội chứng giả cúm", "mặt đỏ bừng, vã mồ hôi" for "đỏ
  // mặt, toát mồ hôi", "tai ù ù như có tiếng ve kêu" for "ù tai", "tụt canxi" for "hạ calci huyết").
  ['(?:nhu )?(?:bi )?cam cum|giong (?:bi )?cum|e am (?:khap )?nguoi', 'hội chứng giả cúm'],
  ['(?:mat )?do bung|nong bung(?: bung)?|do mat', 'đỏ mặt, nóng bừng'],
  ['va mo hoi|ra (?:nhieu )?mo hoi|do mo hoi', 'toát mồ hôi, vã mồ hôi'],
  ['tai u(?: u)?|u u trong tai|tieng ve(?: keu)?', 'ù tai'],
  ['tut duong(?: huyet| mau)?|duong (?:huyet|mau) thap', 'giảm đường huyết'],
  ['tut (?:canxi|calci)|(?:canxi|calci) (?:trong mau )?thap|co quap', 'hạ calci huyết'],
  // Unseen batch 29 (first run): lab results and a vein told plainly.
  [
    'mo mau (?:cung )?(?:hoi |rat )?(?:cao|tang)|tang mo mau|triglycerid (?:cao|tang)|cholesterol (?:cao|tang)',
    'tăng lipid huyết',
  ],
  [
    'kali (?:mau |trong mau )?(?:cung )?(?:hoi |rat )?(?:cao|tang)|(?:cao|tang) kali',
    'tăng kali huyết',
  ],
  [
    '(?:doc theo )?(?:duong )?ven (?:bi )?sung do|sung do doc theo (?:duong )?ven|cung nhu (?:soi )?day|viem ven',
    'viêm tĩnh mạch',
  ],
];

/** Each folded letter as any of its Vietnamese forms: the question is matched as typed. */
const FORMS: Record<string, string> = {
  a: 'aàáảãạăằắẳẵặâầấẩẫậ',
  e: 'eèéẻẽẹêềếểễệ',
  i: 'iìíỉĩị',
  o: 'oòóỏõọôồốổỗộơờớởỡợ',
  u: 'uùúủũụưừứửữự',
  y: 'yỳýỷỹỵ',
  d: 'dđ',
};
const anyForm = (folded: string) => folded.replace(/[aeiouyd]/g, (c) => `[${FORMS[c]}]`);

const ROWS: readonly [RegExp, string][] = PLAIN_SYMPTOM_TERMS.map(([plain, book]) => [
  new RegExp(String.raw`(?<![\p{L}])(?:${anyForm(plain)})(?![\p{L}])`, 'giu'),
  book,
]);
const ANY_PLAIN = new RegExp(
  String.raw`(?<![\p{L}])(?:${PLAIN_SYMPTOM_TERMS.map(([plain]) => anyForm(plain)).join('|')})(?![\p{L}])`,
  'iu',
);
/** A negation a few words before ("không bị phân lỏng", "chưa thấy mẩn đỏ"). */
const NEGATED = new RegExp(
  String.raw`(?<![\p{L}])(?:${anyForm('khong|chua|het|no')})(?:\s+[\p{L}]+){0,2}\s*$`,
  'iu',
);

/**
 * The question with the book's words added after each plain-word effect it tells, in brackets so
 * that they join no word after them ("phải rặn bí đái đái khó mới ra" read "khô môi", a
 * dehydration, in unseen batch 21), unless the question negates it. Matched as typed, with or
 * without diacritics: the request folds the question once, after this.
 */
export function addBookSymptomWords(text: string): string {
  if (!ANY_PLAIN.test(text)) return text;
  const inserts: [number, string][] = [];
  for (const [pattern, book] of ROWS)
    for (const m of text.matchAll(pattern)) {
      const at = m.index ?? 0;
      if (NEGATED.test(text.slice(Math.max(0, at - 24), at))) continue;
      inserts.push([at + m[0].length, book]);
    }
  let out = text;
  for (const [at, book] of inserts.sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, at)} (${book})${out.slice(at)}`;
  return out;
}

const BOOK_TERMS: ReadonlySet<string> = new Set(PLAIN_SYMPTOM_TERMS.map(([, book]) => book));

/**
 * The book's words addBookSymptomWords put into the question, in the order told ("tai ù ù như có
 * tiếng ve kêu" → "ù tai").
 */
export function toldBookSymptoms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\(([^()]+)\)/g)) if (BOOK_TERMS.has(m[1]!)) out.push(m[1]!);
  return out;
}
