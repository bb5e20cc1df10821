import type { Block, TestBookOptions } from './make-test-book';

/**
 * Synthetic monograph text for extraction tests: our own words, not the book's. Every sentence
 * carries a unique number so order and completeness can be checked exactly.
 */

const PHRASES = [
  'thuốc được hấp thu nhanh qua đường tiêu hóa và đạt nồng độ đỉnh sau hai giờ',
  'cần giảm liều ở người bệnh suy thận có độ thanh thải creatinin dưới 30 ml/phút',
  'không dùng cho phụ nữ mang thai trong ba tháng đầu trừ khi thật cần thiết',
  'theo dõi chức năng gan định kỳ trong suốt thời gian điều trị kéo dài',
  'tránh phối hợp với các thuốc ức chế mạnh enzym chuyển hóa ở gan',
  'uống thuốc cùng bữa ăn để giảm kích ứng dạ dày và buồn nôn',
  'ngừng thuốc ngay khi xuất hiện phát ban nặng hoặc sốt không rõ nguyên nhân',
  'bảo quản ở nhiệt độ dưới 30 °C, tránh ánh sáng và ẩm',
];

export function sentence(n: number): string {
  const phrase = PHRASES[n % PHRASES.length]!;
  return `Câu ${n}: ${phrase}, liều ${(n % 9) + 1},5 mg/kg mỗi ${(n % 3) + 6} giờ.`;
}

export function paragraph(from: number, count: number): string {
  return Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');
}

export const DRUGS = ['Abacavir', 'Acarbose', 'Acebutolol', 'Acenocoumarol', 'Acetazolamid'];

/** A monograph: title, headings, paragraphs of numbered sentences, a dose line with an italic label. */
export function monograph(drug: string, start: number, paragraphs: number): Block[] {
  const blocks: Block[] = [{ kind: 'title', text: drug.toUpperCase() }];
  let n = start;
  for (let p = 0; p < paragraphs; p++) {
    if (p % 2 === 0) blocks.push({ kind: 'heading', text: p === 0 ? 'Chỉ định' : 'Thận trọng' });
    blocks.push({ kind: 'para', runs: [{ text: paragraph(n, 5) }] });
    n += 5;
  }
  blocks.push({ kind: 'heading', text: 'Liều lượng và cách dùng' });
  blocks.push({
    kind: 'para',
    runs: [
      { text: 'Người lớn:', style: 'I' },
      { text: `uống ${(start % 7) + 2} mg/kg, ngày hai lần.` },
      { text: 'Trẻ em:', style: 'I' },
      { text: 'dùng nửa liều người lớn.' },
    ],
  });
  return blocks;
}

export function baseOptions(overrides: Partial<TestBookOptions> = {}): TestBookOptions {
  return {
    family: 'noto',
    width: 595.28,
    height: 841.89,
    margin: { top: 62, bottom: 48, inner: 50, outer: 42 },
    fontSize: 9.5,
    columnGap: 16,
    recurring: 'DTQGVN 2',
    headerRule: true,
    headerGap: 16,
    frontMatter: [],
    regionTitle: null,
    firstFolio: 99,
    monographs: [],
    justify: true,
    ...overrides,
  };
}
