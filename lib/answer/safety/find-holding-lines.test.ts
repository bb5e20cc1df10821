import { describe, expect, it } from 'vitest';
import { readPatientParameters } from '@/lib/retrieval/read-patient-parameters';
import type { SectionKey } from '@/lib/schema/section-keys';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { readRenalSeverity } from '@/lib/question/renal-value-conditions';
import type { PatientCondition } from '@/lib/question/read-patient-conditions';
import { findHoldingLines, type HoldingTrace } from './find-holding-lines';

/** Sentences shaped as the real book prints them (ENOXAPARIN, DICLOFENAC, CODEIN …), paraphrased. */
const ci = (text: string, section: SectionKey = 'chong_chi_dinh', part = 0) =>
  makeChunk({ drug_id: 'x', section_key: section, part_index: part, source_text: text });

const BOOK = [
  ci(
    'Quá mẫn với thuốc. Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân. Trẻ em dưới 12 tuổi. Trẻ trên 12 tuổi, nếu cần, có thể dùng liều như liều người lớn. Ba tháng đầu thai kỳ. Suy gan nặng.',
  ),
  ci('Thận trọng ở người cao tuổi. Tránh dùng cho người có Clcr dưới 10 ml/phút.', 'than_trong'),
  ci('Không nên dùng trong thai kỳ. Thuốc qua nhau thai.', 'thoi_ky_mang_thai'),
  ci('Không cho con bú trong thời gian dùng thuốc. Thuốc vào sữa mẹ.', 'thoi_ky_cho_con_bu'),
];

describe('findHoldingLines', () => {
  it.each<[string, string[]]>([
    [
      'Liều X cho bệnh nhân Clcr 20 ml/phút?',
      ['Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.'],
    ],
    [
      'Liều X cho bệnh nhân Clcr 8 ml/phút?',
      [
        'Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.',
        'Tránh dùng cho người có Clcr dưới 10 ml/phút.',
      ],
    ],
    ['Liều X cho bệnh nhân Clcr 45 ml/phút?', []],
    ['eGFR 25 dùng X liều bao nhiêu?', ['Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.']],
    ['X liều cho trẻ 5 tuổi?', ['Trẻ em dưới 12 tuổi.']],
    // a permission printed among the contraindications holds as no "no" (CODEIN, batch 4)
    ['X liều cho trẻ 14 tuổi?', []],
    ['Người 85 tuổi dùng X có cần giảm liều không?', []],
    [
      'Thai 8 tuần dùng X liều thế nào?',
      ['Ba tháng đầu thai kỳ.', 'Không nên dùng trong thai kỳ.'],
    ],
    ['Thai 30 tuần dùng X được không?', ['Không nên dùng trong thai kỳ.']],
    ['Mẹ đang cho con bú dùng X được không?', ['Không cho con bú trong thời gian dùng thuốc.']],
    ['Suy gan Child-Pugh C dùng X liều bao nhiêu?', ['Suy gan nặng.']],
    ['Liều X cho người lớn?', []],
  ])('%s', (question, expected) => {
    const lines = findHoldingLines(readPatientParameters(question), BOOK);
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
  });

  /** Heart rate, serum creatinine and blood pressure (issue 36 item 4), as the real book prints them. */
  const VALUES = [
    ci(
      'Sốc tim. Nhịp tim chậm (< 50 lần/phút). Suy hô hấp nặng (nhịp thở < 10 lần/phút). Creatinin huyết thanh > 1,5 mg/dl. Thai phụ có huyết áp trên 130/80.',
    ),
  ];

  it.each<[string, string[]]>([
    ['Nhịp tim 45 dùng X được không?', ['Nhịp tim chậm (< 50 lần/phút).']],
    ['Mạch 70 lần/phút dùng X được không?', []],
    // a breathing rate's band is not a heart rate's
    ['Nhịp tim 8 lần/phút dùng X?', ['Nhịp tim chậm (< 50 lần/phút).']],
    ['Nhịp thở 8 lần/phút dùng X?', []],
    ['Creatinin huyết thanh 2 mg/dl dùng X?', ['Creatinin huyết thanh > 1,5 mg/dl.']],
    ['Creatinin huyết thanh 1,2 mg/dl dùng X?', []],
    ['Creatinin máu 180 µmol/l dùng X?', ['Creatinin huyết thanh > 1,5 mg/dl.']],
    ['Creatinin máu 110 µmol/l dùng X?', []],
    ['Thai phụ huyết áp 140/90 dùng X được không?', ['Thai phụ có huyết áp trên 130/80.']],
    ['Huyết áp 120/70 dùng X được không?', []],
  ])('%s', (question, expected) => {
    const lines = findHoldingLines(readPatientParameters(question), VALUES);
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ['Nam, creatinin huyết thanh 1,45 mg/dl, dùng X?', []],
    [
      'Nữ, creatinin huyết thanh 1,45 mg/dl, dùng X?',
      ['Creatinin > 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ.'],
    ],
    // no sex stated: the women's band may be the patient's, so it holds (safety first)
    [
      'Creatinin huyết thanh 1,45 mg/dl, dùng X?',
      ['Creatinin > 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ.'],
    ],
    ['Creatinin huyết thanh 1,3 mg/dl, dùng X?', []],
  ])('a band for one sex: %s', (question, expected) => {
    const book = [ci('Creatinin > 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ.')];
    const lines = findHoldingLines(readPatientParameters(question), book);
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
  });

  /** The kidney value staged in words (renal-value-conditions.ts), as readQuestion reads it. */
  const staged = (question: string) => {
    const patient = readPatientParameters(question);
    const row = readRenalSeverity(patient);
    const conditions: PatientCondition[] = row
      ? [{ asked: row.severity, book: row.book, tail: row.tail, source: 'renal_value' }]
      : [];
    return { patient, conditions };
  };

  it.each<[string, string, string[]]>([
    // COTRIMOXAZOL's severity in words, no number (stop 37, ten doctor questions)
    [
      'Clcr 12 ml/phút dùng X?',
      'Suy thận nặng mà không giám sát được nồng độ thuốc.',
      ['Suy thận nặng mà không giám sát được nồng độ thuốc.'],
    ],
    // a list's other item bands only itself (COTRIMOXAZOL, unseen batch 48)
    [
      'Ông 72 tuổi, Clcr 12 ml/phút dùng X?',
      'Suy thận nặng mà không giám sát được nồng độ thuốc; mẫn cảm với sulfonamid; trẻ nhỏ dưới 2 tháng tuổi.',
      [
        'Suy thận nặng mà không giám sát được nồng độ thuốc; mẫn cảm với sulfonamid; trẻ nhỏ dưới 2 tháng tuổi.',
      ],
    ],
    ['Ông 72 tuổi, Clcr 12 ml/phút dùng X?', 'Trẻ em dưới 12 tuổi suy thận nặng.', []],
    ['eGFR 25 dùng X?', 'Người bệnh suy thận, suy gan.', ['Người bệnh suy thận, suy gan.']],
    ['eGFR 45 dùng X?', 'Suy thận vừa và nặng.', ['Suy thận vừa và nặng.']],
    // another severity, another kind, or a number of the book's own that leaves the patient out
    ['eGFR 45 dùng X?', 'Suy thận nặng.', []],
    ['Clcr 20 ml/phút dùng X?', 'Suy thận cấp.', []],
    ['Clcr 20 ml/phút dùng X?', 'Suy thận nặng (Clcr < 10 ml/phút).', []],
    ['Clcr 70 ml/phút dùng X?', 'Suy thận.', []],
  ])('a kidney value against severity in words: %s / %s', (question, sentence, expected) => {
    const { patient, conditions } = staged(question);
    const trace: HoldingTrace[] = [];
    const lines = findHoldingLines(patient, [ci(sentence)], trace, conditions);
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
    if (expected.length > 0 && !/Clcr/.test(sentence))
      expect(trace.find((t) => t.fired)?.fired).toBe('condition_of_value');
  });

  it('an age band whose patients undergo a procedure is not held by the age alone (CODEIN)', () => {
    const book = [
      ci(
        'Chống chỉ định giảm đau cho trẻ em (dưới 18 tuổi) thực hiện cắt amiđan. Trẻ em dưới 12 tuổi.',
      ),
    ];
    const lines = findHoldingLines(readPatientParameters('Liều X cho trẻ 14 tuổi đau răng?'), book);
    expect(lines.map((l) => l.sentence.trim())).toEqual([]);
    const young = findHoldingLines(readPatientParameters('Liều X cho trẻ 10 tuổi?'), book);
    expect(young.map((l) => l.sentence.trim())).toEqual(['Trẻ em dưới 12 tuổi.']);
  });

  it('an age band said for one use holds only for a patient with what it treats (CODEIN)', () => {
    const book = [ci('Chống chỉ định để điều trị ỉa chảy cấp ở trẻ dưới 12 tuổi.')];
    const diarrhoea: PatientCondition = {
      asked: 'tieu chay',
      book: ['ia chay', 'tieu chay'],
      tail: [],
      source: 'name',
    };
    const cough = readPatientParameters('Trẻ 5 tuổi ho khan, uống siro X được không?');
    expect(findHoldingLines(cough, book)).toEqual([]);
    const sick = readPatientParameters('Trẻ 6 tuổi bị tiêu chảy cấp, uống X được không?');
    expect(findHoldingLines(sick, book, [], [diarrhoea]).map((l) => l.rule)).toEqual([
      'band_holds_value',
    ]);
  });

  it('two of the patient conditions named together hold where the drug treats each (DILTIAZEM)', () => {
    const book = [
      ci(
        'Chống chỉ định tiêm tĩnh mạch: rung nhĩ có đường dẫn truyền phụ (thí dụ kèm hội chứng Wolff-Parkinson-White).',
      ),
      ci('Nhịp nhanh trên thất, rung nhĩ, kể cả hội chứng Wolff-Parkinson-White.', 'chi_dinh'),
    ];
    const named = (book: string[]): PatientCondition => ({
      asked: book[0]!,
      book,
      tail: [],
      source: 'name',
    });
    const af = named(['rung nhi']);
    const wpw = named(['wolff parkinson white']);
    const p = readPatientParameters('Tiêm diltiazem được không?');
    expect(findHoldingLines(p, book, [], [af])).toEqual([]);
    expect(findHoldingLines(p, book, [], [af, wpw]).map((l) => l.rule)).toEqual([
      'condition_named',
    ]);
  });

  it('holds a condition named under an age band only when the age is told (ACARBOSE, batch 81)', () => {
    const book = [
      ci('Người mang thai hoặc đang cho con bú; người đái tháo đường typ 2 dưới 18 tuổi.'),
    ];
    const diabetes: PatientCondition = {
      asked: 'dai thao duong',
      book: ['dai thao duong'],
      tail: ['typ', '2'],
      source: 'name',
    };
    const held = (question: string) =>
      findHoldingLines(readPatientParameters(question), book, [], [diabetes]).length;
    expect(held('BN ĐTĐ typ 2, 72 kg, liều acarbose duy trì?')).toBe(0);
    expect(held('BN 16 tuổi ĐTĐ typ 2, liều acarbose?')).toBe(1);
    expect(held('BN 45 tuổi ĐTĐ typ 2, liều acarbose?')).toBe(0);
  });

  it.each<[string, string, PatientCondition, number]>([
    // A heart-rate band leaves out "nhịp tim chậm", not the low blood pressure beside it
    // (ACEBUTOLOL's list; stop 57, once an English heart rate was read).
    [
      'Sốc tim, nhịp tim chậm (dưới 45 - 50 nhịp/phút), huyết áp thấp, blốc nhĩ thất độ 2 - 3.',
      'BN 72 tuổi, HA 86/54 mmHg, nhịp tim 78 lần/phút, dùng X được không?',
      { asked: 'huyet ap thap', book: ['huyet ap thap'], tail: [], source: 'lab_value' },
      1,
    ],
    [
      'Sốc tim, nhịp tim chậm (dưới 45 - 50 nhịp/phút), huyết áp thấp, blốc nhĩ thất độ 2 - 3.',
      'BN 72 tuổi, nhịp tim 78 lần/phút, nhịp chậm từng cơn, dùng X được không?',
      { asked: 'nhip cham', book: ['nhip tim cham'], tail: [], source: 'name' },
      0,
    ],
    // A renal band after the comma still bands the renal failure before it (DICLOFENAC).
    [
      'Người bị suy tim ứ máu, giảm thể tích tuần hoàn do suy thận, tốc độ lọc cầu thận < 30 ml/phút.',
      'Suy thận, eGFR 50 ml/phút, dùng X được không?',
      { asked: 'suy than', book: ['suy than'], tail: [], source: 'name' },
      0,
    ],
    // An age band leaves out every condition of the line.
    [
      'Trẻ em dưới 2 tuổi bị hen.',
      'BN 40 tuổi bị hen, dùng X được không?',
      { asked: 'hen', book: ['hen'], tail: [], source: 'name' },
      0,
    ],
  ])('a band leaves out only a condition of its own quantity: %s / %s', (line, question, c, n) => {
    expect(findHoldingLines(readPatientParameters(question), [ci(line)], [], [c])).toHaveLength(n);
  });

  it("holds a combined product's 'không dùng' only when another drug is named (ABACAVIR, batch 87)", () => {
    const book = [
      ci(
        'Không nên dùng các dạng phối hợp 2 thuốc (abacavir và lamivudin) cho trẻ dưới 18 tuổi.',
        'than_trong',
      ),
    ];
    const p = readPatientParameters('Bé 5 tuổi 17 kg, abacavir viên 300 mg uống bao nhiêu?');
    expect(findHoldingLines(p, book)).toEqual([]);
    const lamivudin: PatientCondition = {
      asked: 'lamivudin',
      book: ['lamivudin'],
      tail: [],
      source: 'medication',
    };
    expect(findHoldingLines(p, book, [], [lamivudin])).toHaveLength(1);
  });

  it('reads no sentence for a patient with no value', () => {
    const trace: HoldingTrace[] = [];
    expect(findHoldingLines(readPatientParameters('Liều X?'), BOOK, trace)).toEqual([]);
    expect(trace).toEqual([]);
  });

  it('traces every sentence it read and the rule that fired', () => {
    const trace: HoldingTrace[] = [];
    findHoldingLines(readPatientParameters('Clcr 20 ml/phút dùng X?'), BOOK, trace);
    expect(trace.find((t) => t.fired)?.fired).toBe('band_holds_value');
    expect(trace.filter((t) => t.fired === null).length).toBeGreaterThan(5);
  });

  // A band said of pregnant women holds for no other patient (unseen batch 30, ADRENALIN).
  it.each<[string, number]>([
    ['BN nam 64t HA 135/80, tiêm adrenalin được không?', 0],
    ['Thai phụ 30 tuần HA 135/80, tiêm adrenalin được không?', 1],
  ])("a pregnant woman's band: %s", (question, held) => {
    const line = 'Thuốc co mạch: tăng huyết áp, thai phụ có huyết áp trên 130/80.';
    expect(findHoldingLines(readPatientParameters(question), [ci(line)])).toHaveLength(held);
  });

  // The nursing infant's age, said of the mother, holds for no newborn patient (unseen batch 32).
  it.each<[string, number]>([
    ['so sinh 9 ngay tuoi nang 3 kg, uon van, diazepam tiem bao nhieu?', 0],
    ['Bé 3 tháng tuổi co giật, dùng X được không?', 0],
    ['Mẹ đang cho con bú bé 2 tháng tuổi, uống X được không?', 1],
  ])("a nursing mother's infant band: %s", (question, held) => {
    const line = 'Không dùng diazepam cho người cho con bú dưới 6 tháng tuổi.';
    expect(findHoldingLines(readPatientParameters(question), [ci(line)])).toHaveLength(held);
  });

  it("a pregnant woman named in another item of the list is not the band's", () => {
    const line = 'Phụ nữ mang thai, phụ nữ đang cho con bú, trẻ em dưới 16 tuổi.';
    expect(findHoldingLines(readPatientParameters('Bé 13 tuổi dùng X?'), [ci(line)])).toHaveLength(
      1,
    );
  });

  it('a label that excludes the patient keeps the band from holding', () => {
    const underChild = makeChunk({
      drug_id: 'x',
      section_key: 'chong_chi_dinh',
      source_text: 'Clcr < 30 ml/phút.',
      context_labels: ['Trẻ em:'],
    });
    expect(
      findHoldingLines(readPatientParameters('Người 70 tuổi Clcr 20 ml/phút'), [underChild]),
    ).toEqual([]);
  });

  it.each<[string, PatientCondition, string[]]>([
    // the drug taken is named by its class outside an allergy (DIAZEPAM, unseen batch 10)
    [
      'Không kết hợp X với một benzodiazepin khác. Quá mẫn với benzodiazepin.',
      {
        asked: 'alprazolam',
        book: ['alprazolam', 'benzodiazepin'],
        tail: [],
        source: 'medication',
      },
      ['Không kết hợp X với một benzodiazepin khác.'],
    ],
    // a class named as an effect is no drug taken (unseen batch 18, CLOZAPIN)
    [
      'Không dùng X cho người bị tác dụng ức chế thần kinh trung ương nặng.',
      {
        asked: 'olanzapin',
        book: ['olanzapin', 'uc che than kinh trung uong'],
        tail: [],
        source: 'medication',
      },
      [],
    ],
    // a class named as the cause of a state, and the question tells no state, only the drug
    // taken (stop 66's doctor's questions, FUROSEMID with gentamicin and no kidney failure)
    [
      'Vô niệu hoặc suy thận do các thuốc gây độc đối với thận hoặc gan.',
      {
        asked: 'gentamicin',
        book: ['gentamicin', 'doc doi voi than'],
        tail: [],
        source: 'medication',
      },
      [],
    ],
    // … while the same class as a drug taken still holds
    [
      'Không dùng X cho người bệnh đang dùng thuốc khác độc đối với thận.',
      {
        asked: 'gentamicin',
        book: ['gentamicin', 'doc doi voi than'],
        tail: [],
        source: 'medication',
      },
      ['Không dùng X cho người bệnh đang dùng thuốc khác độc đối với thận.'],
    ],
    // a class named by what it does is that state unless a drug's noun names it (unseen batch
    // 151, ENALAPRIL and amlodipine)
    [
      'Hạ huyết áp có trước.',
      {
        asked: 'amlodipin',
        book: ['amlodipin', 'chen kenh calci', 'ha huyet ap'],
        tail: [],
        source: 'medication',
      },
      [],
    ],
    [
      'Không dùng X cùng các thuốc làm hạ huyết áp mạnh.',
      {
        asked: 'amlodipin',
        book: ['amlodipin', 'chen kenh calci', 'ha huyet ap'],
        tail: [],
        source: 'medication',
      },
      ['Không dùng X cùng các thuốc làm hạ huyết áp mạnh.'],
    ],
    // no drug is its own co-medication
    [
      'Không kết hợp X với một benzodiazepin khác.',
      { asked: 'X', book: ['x', 'benzodiazepin'], tail: [], source: 'medication', drug_id: 'x' },
      [],
    ],
  ])('a drug the patient takes: %s', (sentence, medication, expected) => {
    const trace: HoldingTrace[] = [];
    const lines = findHoldingLines(readPatientParameters('Liều X?'), [ci(sentence)], trace, [
      medication,
    ]);
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
    if (expected.length > 0) expect(trace.find((t) => t.fired)?.fired).toBe('medication_named');
  });

  // The window after the birth a contraindication prints (first-set batches 145 and 146)
  it.each<[string, string[]]>([
    [
      'Sản phụ mổ lấy thai cách đây 20 giờ, liều X?',
      ['Không dùng X trong vòng 48 giờ sau khi sinh.'],
    ],
    ['Sản phụ sau sinh 5 ngày, liều X?', []],
  ])('a delivery %s hours ago', (question, expected) => {
    const lines = findHoldingLines(readPatientParameters(question), [
      ci('Không dùng X trong vòng 48 giờ sau khi sinh.'),
    ]);
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
  });

  // The same causal line holds once the question tells a state beside the drug (unseen batch 57:
  // an oliguric kidney injury on gentamicin, told in words no condition row names).
  it('a class named as the cause of a state, with a state told', () => {
    const sentence = 'Vô niệu hoặc suy thận do các thuốc gây độc đối với thận hoặc gan.';
    const lines = findHoldingLines(
      readPatientParameters('Liều X?'),
      [ci(sentence)],
      [],
      [
        {
          asked: 'gentamicin',
          book: ['gentamicin', 'doc doi voi than'],
          tail: [],
          source: 'medication',
        },
        { asked: 'nuoc tieu', book: ['nuoc tieu'], tail: [], source: 'words' },
      ],
    );
    expect(lines.map((l) => l.sentence.trim())).toEqual([sentence]);
  });

  // A line said of young children names what the mother's vial holds, but not her (unseen batch
  // 12 once printed substances were read): a pregnant or breastfeeding patient is no young child.
  it.each<[string, string, string[]]>([
    [
      'Thai phụ 26 tuần, lọ có cồn benzylic, liều X?',
      'Không dùng cho trẻ em dưới 3 tuổi lọ thuốc có cồn benzylic.',
      [],
    ],
    [
      'Mẹ đang cho con bú, lọ có cồn benzylic, liều X?',
      'Không dùng cho trẻ em dưới 3 tuổi lọ thuốc có cồn benzylic.',
      [],
    ],
    [
      'Người lớn 40 tuổi, lọ có cồn benzylic, liều X?',
      'Không dùng cho trẻ em dưới 3 tuổi lọ thuốc có cồn benzylic.',
      [],
    ],
    [
      'Bé 2 tuổi, lọ có cồn benzylic, liều X?',
      'Không dùng cho trẻ em dưới 3 tuổi lọ thuốc có cồn benzylic.',
      ['Không dùng cho trẻ em dưới 3 tuổi lọ thuốc có cồn benzylic.'],
    ],
  ])("the substance of a young child's line: %s", (question, sentence, expected) => {
    const medication: PatientCondition = {
      asked: 'cồn benzylic',
      book: ['benzylic'],
      tail: [],
      source: 'medication',
    };
    const trace: HoldingTrace[] = [];
    const lines = findHoldingLines(readPatientParameters(question), [ci(sentence)], trace, [
      medication,
    ]);
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
    // the 2-year-old's own age holds first (band_holds_value)
  });

  it("reads each drug's own Chỉ định for what it treats (two drugs asked together)", () => {
    const heartFailure: PatientCondition = {
      asked: 'suy tim',
      book: ['suy tim'],
      tail: [],
      source: 'name',
    };
    const book = [
      makeChunk({
        drug_id: 'lorasemid',
        section_key: 'chi_dinh',
        source_text: 'Phù do suy tim sung huyết.',
      }),
      makeChunk({
        drug_id: 'x',
        section_key: 'chong_chi_dinh',
        source_text: 'Người bị suy tim sung huyết, giảm thể tích tuần hoàn.',
      }),
    ];
    const lines = findHoldingLines(readPatientParameters('Liều X?'), book, [], [heartFailure]);
    expect(lines.map((l) => [l.chunk.drug_id, l.rule])).toEqual([['x', 'condition_named']]);
  });

  it('reads no "chống chỉ định" of another drug in Chỉ định as a no (DILTIAZEM)', () => {
    const angina: PatientCondition = {
      asked: 'dau that nguc',
      book: ['dau that nguc'],
      tail: [],
      source: 'name',
    };
    const indication = ci(
      'Điều trị và dự phòng cơn đau thắt ngực, kể cả đau thắt ngực Prinzmetal, đau thắt ngực do bệnh động mạch vành mạn tính (stable angina) khi đã dùng các thuốc chẹn beta và nitrat đủ liều nhưng không đỡ, hoặc không dung nạp, hoặc có chống chỉ định và khi người bệnh không có suy thất trái nặng, phù phổi hoặc các chống chỉ định khác của diltiazem.',
      'chi_dinh',
    );
    const taking: PatientCondition = {
      asked: 'diltiazem',
      book: ['diltiazem', 'chen kenh calci'],
      tail: [],
      source: 'medication',
    };
    const lines = findHoldingLines(
      readPatientParameters('Liều X?'),
      [indication],
      [],
      [angina, taking],
    );
    expect(lines.map((l) => l.rule)).toEqual([]);
  });

  it('leads with the line that lifts the contraindications for the patient it names (EPINEPHRIN)', () => {
    const hyperthyroid: PatientCondition = {
      asked: 'cuong giap',
      book: ['cuong giap'],
      tail: [],
      source: 'name',
    };
    const anaphylaxis: PatientCondition = {
      asked: 'soc phan ve',
      book: ['soc phan ve'],
      tail: [],
      source: 'words',
    };
    const lines = findHoldingLines(
      readPatientParameters('Bệnh nhân cường giáp bị sốc phản vệ có tiêm X được không?'),
      [
        ci(
          'Người bệnh bị cường giáp, tăng huyết áp. Đối với người đang cần điều trị cấp cứu sốc phản vệ, không có chống chỉ định tuyệt đối với việc dùng X.',
        ),
      ],
      [],
      [hyperthyroid, anaphylaxis],
    );
    expect(lines.map((l) => l.rule)).toEqual(['exception_named', 'condition_named']);
  });

  it.each<[string, PatientCondition, string[]]>([
    // a caution naming a condition of CONDITION_NAMES holds (unseen batches 14, 15, 18)
    [
      'Cần thận trọng khi dùng X cho người bị hen. Thận trọng ở người cao tuổi.',
      { asked: 'hen', book: ['hen'], tail: [], source: 'name' },
      ['Cần thận trọng khi dùng X cho người bị hen.'],
    ],
    // not a run of the question's own words (a route read as one)
    [
      'Theo dõi điện tâm đồ khi truyền tĩnh mạch.',
      { asked: 'tinh mach', book: ['tinh mach'], tail: [], source: 'words' },
      [],
    ],
    // nor a condition the drug treats (Chỉ định names it)
    [
      'Dạng thuốc nước có chứa sucrose, cần tính đến khi dùng cho người đái tháo đường.',
      { asked: 'dai thao duong', book: ['dai thao duong'], tail: [], source: 'name' },
      [],
    ],
  ])('a caution naming the condition: %s', (sentence, condition, expected) => {
    const trace: HoldingTrace[] = [];
    const lines = findHoldingLines(
      readPatientParameters('X dùng được không?'),
      [ci(sentence, 'than_trong'), ci('Điều trị đái tháo đường typ 2.', 'chi_dinh')],
      trace,
      [condition],
    );
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
    if (expected.length > 0) expect(trace.find((t) => t.fired)?.fired).toBe('caution_named');
  });

  it('an allergy to this very drug holds a line said of "the drug" (unseen batch 19)', () => {
    const allergy: PatientCondition = {
      asked: 'allergy',
      book: ['x', 'uc che men chuyen'],
      tail: [],
      source: 'allergy',
    };
    const lines = findHoldingLines(
      readPatientParameters('Khởi trị lại X được không?'),
      [ci('Dị ứng hoặc quá mẫn với thuốc. Hẹp động mạch thận hai bên.')],
      [],
      [allergy],
    );
    expect(lines.map((l) => [l.sentence.trim(), l.rule])).toEqual([
      ['Dị ứng hoặc quá mẫn với thuốc.', 'allergy_named'],
    ]);
  });
});
