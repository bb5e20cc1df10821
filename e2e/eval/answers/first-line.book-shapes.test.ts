/**
 * The first line under two shapes of dose section met on unseen real monographs (written here,
 * not copied): a paragraph that prints its whole label chain inline before the dose ("Điều trị phù:
 * Liều uống: Người lớn: …" under a "Liều dùng:" heading, FUROSEMID), and indications printed one per line with
 * no population ("Điều trị brucella: …") beside lines that name the adult under another
 * indication (DOXYCYCLIN), and a renal stage named in words (ENOXAPARIN); an indication's
 * unlabelled line for an adult's or an old patient's typed age, a substance the interactions print with no monograph of
 * its own, an effect told in plain words. Answered once whole and once cut into small parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkLimits } from '@/ingestion/chunk/chunk-limits';
import {
  FIXTURE_PRINTED_PAGE_OF,
  makeSectionInput,
} from '@/ingestion/chunk/testing/make-section-input';
import { answerQuestion } from '@/lib/answer/answer-question';
import { openSectionsAnswerDeps, type SectionsAnswerDeps } from './open-sections-answer-deps';
import { citedLines, fold } from './score-answer';

const INLINE_CHAIN = [
  'Liều dùng:',
  'Điều trị phù: Liều uống: Người lớn: Liều thường dùng 40 - 120 mg, uống một lần vào buổi sáng. Nếu chưa đáp ứng, tăng thêm 40 mg mỗi lần, cách nhau 8 giờ. Về sau có thể uống cách ngày.',
  'Trẻ em: Uống 1 mg/kg, một lần trong ngày, tối đa 4 mg/kg.',
  'Điều trị tăng kali huyết: Người lớn: Uống 60 mg/ngày.',
].join('\n');

const INDICATION_LINES = [
  'Uống: Liều thay đổi theo mức độ nặng của bệnh.',
  'Dự phòng sốt xuất huyết ở người lớn: Uống 50 mg, ngày một lần.',
  'Dự phòng sốt xuất huyết ở người lớn: Bắt đầu 2 ngày trước khi đến vùng dịch.',
  'Điều trị leptospira: Uống 150 mg/lần, ngày 2 lần, trong 10 ngày.',
  'Điều trị viêm lợi: Uống 10 mg, ngày 2 lần.',
].join('\n');

const RENAL_WORDS = [
  'Người lớn: Tiêm dưới da 1 mg/kg, cách 12 giờ một lần.',
  'Liều dùng trong suy thận: Người suy thận nặng (Clcr < 30 ml/phút): 1 mg/kg, ngày một lần.',
  'Cần theo dõi chặt khi dùng cho người suy thận nhẹ và vừa.',
].join('\n');

const ADR_MANAGEMENT = [
  'Tác dụng không mong muốn ít gặp ở liều thường dùng.',
  'Buồn ngủ, táo bón khi dùng kéo dài.',
  'Tránh dùng liều cao kéo dài.',
  'Nếu cần có thể dùng thuốc nhuận tràng.',
].join('\n');

const INDICATION_UNLABELLED = [
  'Lo âu nặng: Người lớn uống 2 mg/lần, 3 lần/ngày. Dung dịch trực tràng: 500 microgam/kg.',
  'Tiền mê, an dịu trong các thủ thuật: Uống 5 - 15 mg. Dung dịch trực tràng 10 mg.',
  'Trạng thái động kinh: Dùng dung dịch trực tràng, người lớn: 500 microgam/kg.',
].join('\n');

const INDICATION_ELDERLY = [
  'Hội chứng mạch vành cấp:',
  'Nhồi máu cơ tim không có ST chênh lên: Uống 300 mg trước khi can thiệp mạch vành.',
  'Nhồi máu cơ tim có ST chênh lên: Nếu bệnh nhân điều trị bảo tồn thì uống 75 mg/ngày.',
  'Hiệu chỉnh liều ở những bệnh nhân suy thận, người già là không cần thiết.',
].join('\n');

const SECOND_DOSE = [
  'Cách dùng: Tiêm tĩnh mạch: Pha loãng dung dịch tiêm chứa 5 mg/ml vào dung dịch dextrose 5%.',
  'Rung nhĩ: Tiêm trực tiếp tĩnh mạch lúc đầu 15 - 20 mg trong 2 phút.',
  'Rung nhĩ: Nếu đáp ứng không thỏa đáng, cho liều thứ hai, 20 - 25 mg trong 2 phút, sau 15 phút liều đầu tiên.',
].join('\n');

const INTERACTIONS = [
  'Thuốc kháng acid làm giảm hấp thu minacyclin.',
  'Zorbenecid làm tăng nồng độ minacyclin trong huyết tương.',
].join('\n');

const EFFECTS = [
  'Thường gặp: Đau đầu, chóng mặt, mệt mỏi, đau tai.',
  'Chảy máu nặng xảy ra chủ yếu ở người cao tuổi, suy thận.',
  'Hiếm gặp: Ù tai, tăng kali huyết, tăng lipid huyết.',
].join('\n');

const DRUGS = [
  { drug_id: 'lorasemid', drug_name: 'LORASEMID', doses: INLINE_CHAIN },
  { drug_id: 'minacyclin', drug_name: 'MINACYCLIN', doses: INDICATION_LINES },
  { drug_id: 'tinzaparin', drug_name: 'TINZAPARIN', doses: RENAL_WORDS },
  { drug_id: 'zolazepam', drug_name: 'ZOLAZEPAM', doses: INDICATION_UNLABELLED },
  { drug_id: 'ticlovir', drug_name: 'TICLOVIR', doses: INDICATION_ELDERLY },
  { drug_id: 'tilzem', drug_name: 'TILZEM', doses: SECOND_DOSE },
];

const SMALL_PARTS: ChunkLimits = { ceiling: 40, target: 30, overlap: 0 };

/** [question, the words the first line holds, words never shown first] */
const CASES: [string, string, string][] = [
  [
    // the chain is printed on the dose's own line: it fits the adult as the lines after it do
    'lorasemid uong dieu tri phu nguoi lon lieu thuong dung bao nhieu',
    'Liều thường dùng 40 - 120 mg',
    'Nếu chưa đáp ứng',
  ],
  [
    // the indication named decides over the lines that fit the adult by another indication
    'benh leptospira nguoi lon, minacyclin uong lieu bao nhieu',
    'Uống 150 mg/lần, ngày 2 lần',
    'Dự phòng sốt xuất huyết',
  ],
  [
    // "Điều trị X" is named by X alone, and a wh-question asks what, not whether (unseen batch 57)
    'A 42-year-old farmer has confirmed leptospira infection. What oral minacyclin regimen should I prescribe?',
    'Uống 150 mg/lần',
    'Dự phòng sốt xuất huyết',
  ],
  [
    // prevention asked: the treatment line of the same disease is not it
    'Người lớn dự phòng sốt xuất huyết, minacyclin liều bao nhiêu?',
    'Uống 50 mg, ngày một lần',
    'Điều trị leptospira',
  ],
  [
    // an effect's management asked in a patient's words: the remedy after the line naming it
    // (unseen batch 13, CODEIN)
    'Tôi uống lorasemid được 5 ngày, giờ bị táo bón mấy hôm, có cách gì không?',
    'Nếu cần có thể dùng thuốc nhuận tràng',
    'Buồn ngủ, táo bón',
  ],
  [
    // a kidney value in the stage a line names in words fits it (unseen batch 11, ENOXAPARIN)
    'Tinzaparin for DVT, CrCl 45 ml/min — có phải giảm liều như suy thận nặng không?',
    'suy thận nhẹ và vừa',
    'Dược thư không nêu mức nào',
  ],
  [
    // an adult's age keeps the unlabelled line of the indication named (unseen batch 28)
    'BN nữ 40t rất lo lắng trước nội soi, không uống được, khoa có dung dịch zolazepam bơm trực tràng — tiền mê đường này bao nhiêu mg?',
    'Dung dịch trực tràng 10 mg',
    'Lo âu',
  ],
  [
    // an old patient's typed age is an adult's too: the indication's unlabelled line is kept
    // beside the line naming the elderly (unseen batch 52, CLOPIDOGREL)
    'BN 72 tuổi nhồi máu cơ tim có ST chênh lên, ticlovir liều bao nhiêu?',
    'điều trị bảo tồn thì uống 75 mg/ngày',
    'người già',
  ],
  [
    // the same, the indication abbreviated in a vignette: not the neighbouring indication
    'BN 68 tuổi NMCT ST chênh lên đến muộn, không can thiệp mạch vành, điều trị nội khoa bảo tồn. Ticlovir liều bao nhiêu?',
    'điều trị bảo tồn thì uống 75 mg/ngày',
    'không có ST',
  ],
  [
    // the dose asked by its place, its amount asked: the line naming that place, not the
    // route's dilution line (unseen batch 56)
    'BN nữ 60 kg rung nhĩ nhanh, đã tiêm TM tilzem 15 mg trong 2 phút, 15 phút sau tần số vẫn 140 l/p. Liều tiêm thứ hai bao nhiêu?',
    'cho liều thứ hai',
    'Pha loãng',
  ],
  [
    // a substance the monograph's interactions print is a second substance, though the book has
    // no monograph for it (unseen batches 21-27)
    'Gout patient on zorbenecid 500 mg bid. Will zorbenecid change the minacyclin level?',
    'Zorbenecid làm tăng nồng độ',
    'kháng acid',
  ],
  [
    // the effect asked survives the narrowing to the lines naming the patient's populations
    // (unseen batch 21, review of stop 43)
    'BN nam 69t, bệnh thận ĐTĐ eGFR 45, K máu lên 5,8. Lorasemid có gây tăng kali máu không?',
    'Tăng kali huyết',
    'Chảy máu nặng',
  ],
  [
    // an effect told in plain words before asking whether the drug caused it (unseen batch 28)
    'toi uong lorasemid, thay met moi, tai u u nhu co tieng ve keu, co phai do thuoc khong',
    'Ù tai',
    'Đau đầu',
  ],
];

describe.each<[string, ChunkLimits | undefined]>([
  ['the section whole', undefined],
  ['the section cut into small parts', SMALL_PARTS],
])('the first line under book shapes seen on unseen monographs: %s', (_name, limits) => {
  let opened: SectionsAnswerDeps;

  beforeAll(async () => {
    opened = await openSectionsAnswerDeps(
      [
        ...DRUGS.flatMap(({ doses, ...drug }) => [
          makeSectionInput(doses, drug),
          makeSectionInput(drug.drug_name, { ...drug, section_key: 'ten_chung_quoc_te' }),
        ]),
        makeSectionInput(ADR_MANAGEMENT, {
          ...DRUGS[0]!,
          section_key: 'huong_dan_xu_tri_adr',
        }),
        makeSectionInput(EFFECTS, { ...DRUGS[0]!, section_key: 'tac_dung_khong_mong_muon' }),
        makeSectionInput(INTERACTIONS, { ...DRUGS[1]!, section_key: 'tuong_tac_thuoc' }),
      ],
      FIXTURE_PRINTED_PAGE_OF,
      limits,
    );
  });
  afterAll(() => opened?.dispose());

  it.each(CASES)('%s', async (question, leads, notFirst) => {
    const a = await answerQuestion(question, [], opened.deps);
    const first = citedLines(a.answer)[0]?.text ?? '(none)';
    expect(first, a.answer).toContain(fold(leads));
    expect(first, a.answer).not.toContain(fold(notFirst));
  });
});
