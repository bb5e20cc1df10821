import { describe, expect, it, vi } from 'vitest';
import { buildDrugLexicon } from '@/lib/retrieval/build-drug-lexicon';
import { FIXTURE_DRUGS } from '@/lib/retrieval/drug-lexicon.fixture';
import * as patientReader from '@/lib/retrieval/read-patient-parameters';
import type { Asks } from './asked-question';
import { readQuestion } from './read-question';

vi.mock('@/lib/retrieval/read-patient-parameters', async (original) => {
  const real = await original<typeof import('@/lib/retrieval/read-patient-parameters')>();
  return { ...real, readPatientParameters: vi.fn(real.readPatientParameters) };
});

const lexicon = buildDrugLexicon(FIXTURE_DRUGS);

describe('readQuestion', () => {
  it.each<[string, Partial<Asks>]>([
    ['Ceftriaxon dùng được cho trẻ sơ sinh không?', { canUse: true, verdict: true }],
    ['Digoxin quá liều xử trí thế nào?', { management: true, antidote: false }],
    ['Thuốc giải độc acenocoumarol?', { antidote: true }],
    ['Furosemid gây hạ kali máu phải làm gì?', { effectManagement: true }],
    ['Có được ngừng dexamethason đột ngột không?', { withdrawal: true }],
    ['Liều warfarin cho người lớn?', { canUse: false, verdict: false, management: false }],
  ])('%s', (question, expected) => {
    const asked = readQuestion(question, [], lexicon);
    expect(asked.asks).toMatchObject(expected);
  });

  it("puts the overdose first when the asked drug's own overdose is told and a remedy asked (unseen batch 147)", () => {
    const first = (q: string) => readQuestion(q, [], lexicon).understood.sections[0]?.key;
    expect(
      first(
        'Intentional OD, ~30 tabs digoxin 6 h ago, HR 35. What atropine dose does the book give?',
      ),
    ).toBe('qua_lieu_va_xu_tri');
    // what was swallowed is another drug: the asked one is the remedy, dosed for the patient
    expect(
      first(
        'A 70-kg man took a carbamazepine overdose 2 h ago. What acetylcysteine dose do we give?',
      ),
    ).toBe('lieu_luong_va_cach_dung');
  });

  it('reads the effect and the substance once, into asks', () => {
    expect(readQuestion('Furosemid gây hạ kali máu phải làm gì?', [], lexicon).asks.effect).toEqual(
      expect.objectContaining({ phrase: 'hạ kali máu' }),
    );
    expect(
      readQuestion('Uống rượu khi dùng warfarin được không?', [], lexicon).asks.substance,
    ).not.toBeNull();
  });

  it('reads a value out of limits beside a management question as what was measured (stop 61)', () => {
    const ask = (q: string) => readQuestion(q, [], lexicon).asks.effect?.phrase ?? null;
    expect(ask('On digoxin, absolute neutrophil count of 1.2 x 10^9/L. What should be done?')).toBe(
      'bach cau da nhan trung tinh',
    );
    // within limits, or no management asked: no effect
    expect(ask('On digoxin, absolute neutrophil count of 4.2 x 10^9/L. What should be done?')).toBe(
      null,
    );
    expect(ask('Digoxin liều bao nhiêu khi kali máu 2,9 mmol/l?')).toBe(null);
  });

  it('reads an effect told in plain words before the management question (unseen batch 59)', () => {
    const ask = (q: string) => readQuestion(q, [], lexicon).asks.effect?.phrase ?? null;
    expect(
      ask('Bố tôi uống codein mấy ngày nay, 4 ngày chưa đi ngoài được. Có cách gì xử lý không?'),
    ).toBe('táo bón');
    // told as history before a can-use question, or as signs of an ingestion: no effect asked
    expect(ask('Bố tôi 4 ngày chưa đi ngoài được. Uống codein được không?')).toBeNull();
    expect(
      ask('Bé nuốt mất 2 viên codein, giờ 4 ngày chưa đi ngoài được. Phải xử trí thế nào?'),
    ).toBeNull();
  });

  it('reads one adverse effect asked yes/no, and the substance as typed (issue 37)', () => {
    expect(
      readQuestion('Metformin có làm tăng cân không?', [], lexicon).asks.adverseEffect,
    ).toEqual({ phrase: 'tăng cân', words: ['tang', 'can'] });
    expect(
      readQuestion('Ù tai có phải do furosemid?', [], lexicon).asks.adverseEffect?.phrase,
    ).toBe('Ù tai');
    expect(
      readQuestion('Liều metformin cho người lớn?', [], lexicon).asks.adverseEffect,
    ).toBeNull();
    expect(
      readQuestion('Omeprazol có làm tăng nồng độ digoxin không?', [], lexicon).asks.adverseEffect,
    ).toBeNull();
    // "bưởi" is read as typed; "buổi tối" is no grapefruit
    expect(
      readQuestion('Ăn bưởi khi dùng warfarin được không?', [], lexicon).asks.substance?.name,
    ).toBe('nước bưởi');
    expect(readQuestion('Warfarin uống buổi tối?', [], lexicon).asks.substance).toBeNull();
  });

  it("holds the patient's values, folded text and the understood drugs", () => {
    const asked = readQuestion('Liều  gentamicin cho người 70 tuổi, Clcr 25 ml/phút?', [], lexicon);
    expect(asked.understood.drugs).toEqual(['gentamicin']);
    expect(asked.text.folded).toBe('lieu gentamicin cho nguoi 70 tuoi, clcr 25 ml/phut?');
    expect(asked.patient.renal?.value.max).toBe(25);
    expect(asked.patient.age_years?.min).toBe(70);
  });

  it('reads the patient once per question (it was read twice per request)', () => {
    const spy = vi.mocked(patientReader.readPatientParameters);
    spy.mockClear();
    readQuestion('Liều gentamicin cho trẻ 5 tuổi suy thận Clcr 30?', [], lexicon);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
