/**
 * "Trẻ" after a person who is not the patient is the adjective "young": "bs trẻ" is a junior
 * doctor, "phụ nữ trẻ" a young woman, neither a child. Measured on unseen batch 11 (first run):
 * "… nghĩ nhanh thất, …, bs trẻ định tiêm TM diltiazem 20 mg …, được không?" was read as a
 * child's question and answered from Thời kỳ cho con bú instead of "Chống chỉ định tiêm tĩnh
 * mạch: Khi bị … nhịp nhanh thất". "Người lớn trẻ" is a young adult (first-set batch 153, first
 * run: "… so với người lớn trẻ?" of a woman of 86 was read as a child's question).
 */
const YOUNG =
  /(?<![\p{L}])(?:bs|bsi|bac\s+si|dieu\s+duong|duoc\s+si|ds|y\s+ta|ktv|nhan\s+vien|sinh\s+vien|dong\s+nghiep|thay\s+thuoc|nguoi(?:\s+lon)?|phu\s+nu|me|anh|nam|nu)\s+(tre)(?![\p{L}])/gu;

/**
 * "trễ" (late) typed without marks is "tre" too: "hay là trễ quá rồi?" (unseen batch 156, first
 * run: "anh toi 52t … uong bay gio con tac dung khong hay la tre qua roi?" was read as a child's
 * question and answered "Không tìm thấy").
 */
const LATE_BEFORE = /(?<![\p{L}])(?:qua|bi|hoi)\s+(tre)(?![\p{L}])/gu;
// Not before a number: "trẻ qua 6 tháng" is a child over six months.
const LATE_AFTER = /(?<![\p{L}])(tre)\s+(?:qua(?!\s+\d)|roi|hen|gio|mat)(?![\p{L}])/gu;

/** The folded question with every "trẻ" that means young, and "tre" that means late, blanked. */
export function blankYoungAdjective(folded: string): string {
  return folded
    .replace(YOUNG, (m, _tre: string) => m.slice(0, m.length - 3) + '   ')
    .replace(LATE_BEFORE, (m) => m.slice(0, m.length - 3) + '   ')
    .replace(LATE_AFTER, (m) => '   ' + m.slice(3));
}

/** Whether the word at `start` of the folded question is "trẻ" meaning young. */
export function isYoungAdjectiveAt(folded: string, start: number): boolean {
  const blanked = blankYoungAdjective(folded.toLowerCase());
  return (
    blanked.slice(start, start + 3) === '   ' && /^tre/.test(folded.slice(start).toLowerCase())
  );
}
