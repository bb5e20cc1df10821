import { describe, expect, it } from 'vitest';
import { readAdverseEffectAsked, type NameSpan } from './read-adverse-effect-asked';
import { addBookSymptomWords } from './plain-symptom-terms';
import { expandClinicalShorthand } from './expand-clinical-shorthand';

/** The spans of the given drug names in the question (what findDrugMentions would give). */
function spansOf(question: string, names: readonly string[]): NameSpan[] {
  const lower = question.toLowerCase();
  return names.map((n) => {
    const start = lower.indexOf(n.toLowerCase());
    return { start, end: start + n.length };
  });
}

describe('readAdverseEffectAsked', () => {
  it.each<[string, string[], string | null]>([
    // "X có gây E không?"
    ['Amlodipin có gây rụng tóc không?', ['Amlodipin'], 'rụng tóc'],
    ['Amlodipin co gay rung toc khong', ['Amlodipin'], 'rung toc'],
    ['Thuốc omeprazol có gây ra loãng xương hay không?', ['omeprazol'], 'loãng xương'],
    ['Metformin gây tiêu chảy không?', ['Metformin'], 'tiêu chảy'],
    // who has it and when (unseen batch 87)
    [
      'Uống acarbose có làm tôi bị tụt đường huyết lúc bụng đói không?',
      ['acarbose'],
      'tụt đường huyết',
    ],
    [
      'Uống acarbose có làm tôi bị tụt đường huyết (giảm đường huyết) lúc đói không?',
      ['acarbose'],
      'tụt đường huyết',
    ],
    // anaesthesia done to the patient is no effect caused (unseen batches 57 and 62); numbness is
    ['Vẫn giữ enoxaparin và gây tê tủy sống được không?', ['enoxaparin'], null],
    ['Van tiem enoxaparin roi gay me duoc khong', ['enoxaparin'], null],
    ['Gabapentin có gây tê bì chân tay không?', ['Gabapentin'], 'tê bì chân tay'],
    // a pointer back to the story names no effect (unseen batch 18); what the story told is
    // read instead, without its simile (unseen batch 35)
    ['Da cứng như chết, đau. Metformin có gây ra như vậy không?', ['Metformin'], 'Da cứng'],
    ['Metformin có gây viêm ruột như vậy không?', ['Metformin'], 'viêm ruột'],
    // nor words pointing back without "như vậy" (unseen batches 24 and 26)
    ['Bà thấy người lạ. Codein có gây ra những chuyện này không?', ['Codein'], null],
    ['Uống clozapin này có làm mấy bệnh đó nặng thêm không?', ['clozapin'], null],
    // "phải đổ" folds to "phải do": a person is no effect (first-set batch 88)
    [
      'Nhà thuốc đưa tôi lọ bột clindamycin pha uống. Tôi phải đổ bao nhiêu nước vào lọ?',
      ['clindamycin'],
      null,
    ],
    // two harms in one, the first named; a harm to the unborn child named as such (batch 12)
    ['Furosemid có gây sảy thai hay hại gì cho thai không?', ['Furosemid'], 'sảy thai'],
    ['Furosemid có hại cho thai không?', ['Furosemid'], null],
    // "X có làm E không?"
    ['Amlodipin có làm tăng cân không?', ['Amlodipin'], 'tăng cân'],
    // "E có phải do X?"
    ['Ù tai có phải do furosemid?', ['furosemid'], 'Ù tai'],
    ['Tôi bị ho khan, có phải do enalapril không?', ['enalapril'], 'ho khan'],
    // the effect after "bị" once the drug is named, "hai" (two) in it (unseen batch 8)
    [
      'Tôi uống diltiazem mấy tuần nay, bị sưng phù hai cổ chân, có phải do thuốc không?',
      ['diltiazem'],
      'sưng phù hai cổ chân',
    ],
    ['Paracetamol có gây hại không?', ['Paracetamol'], null],
    // "Có" opens the question, it is no effect (unseen batch 14)
    ['Uống diazepam vào ông la hét, cáu gắt. Có phải tại thuốc không?', ['diazepam'], null],
    ['Đang tiêm enoxaparin, bs muốn chọc dò tủy sống — có làm được không?', ['enoxaparin'], null],
    [
      'Bố tôi uống diltiazem mấy năm nay, lợi sưng to trùm cả chân răng, có phải do thuốc không?',
      ['diltiazem'],
      'lợi sưng to trùm cả chân răng',
    ],
    ['Tê tay có phải tác dụng phụ của thuốc huyết áp Amlor không?', [], 'Tê tay'],
    // "Vì sao … bị E?"
    [
      'Hỏi đáp : Vì sao uống thuốc Lamivudin điều trị viêm gan B bị giảm tiểu cầu?',
      ['Lamivudin'],
      'giảm tiểu cầu',
    ],
    // "E sau khi uống X là do đâu?"
    ['Mờ mắt sau khi uống Medrol là do đâu?', [], 'Mờ mắt'],
    ['Đói bụng và đổ mồ hôi sau khi dùng thuốc Glirit DHG là do đâu?', [], 'Đói bụng và đổ mồ hôi'],
    // "uống X bị E có sao không?"
    ['Uống amlodipin bị phù chân có sao không?', ['amlodipin'], 'phù chân'],
    // not one adverse effect
    ['Amlodipin có tác dụng phụ gì không?', ['Amlodipin'], null],
    ['Paracetamol có gây hại cho thai nhi không?', ['Paracetamol'], null],
    ['Clarithromycin có làm tăng nồng độ digoxin không?', ['Clarithromycin', 'digoxin'], null],
    [
      'Clarithromycin có làm giảm tác dụng của warfarin không?',
      ['Clarithromycin', 'warfarin'],
      null,
    ],
    ['Uống quá liều paracetamol có sao không?', ['paracetamol'], null],
    ['Furosemid gây hạ kali máu phải làm gì?', ['Furosemid'], null],
    ['Liều amlodipin cho người lớn?', ['amlodipin'], null],
    ['Amlodipin dùng được cho phụ nữ có thai không?', ['Amlodipin'], null],
    ['Metformin có gây nguy hiểm không?', ['Metformin'], null],
    ['Uống amlodipin với nước bưởi có sao không?', ['amlodipin'], null],
  ])('%s → %s', (question, names, expected) => {
    const q = question.normalize('NFC');
    expect(readAdverseEffectAsked(q, spansOf(q, names))?.phrase ?? null).toBe(
      expected?.normalize('NFC') ?? null,
    );
  });

  it('gives the folded naming words', () => {
    expect(
      readAdverseEffectAsked('Đói bụng và đổ mồ hôi sau khi dùng thuốc X là do đâu?')?.words,
    ).toEqual(['doi', 'bung', 'do', 'mo', 'hoi']);
  });
});

describe('readAdverseEffectAsked: effects told in plain words (unseen batch 28)', () => {
  // The request adds the book's words after each plain-word effect (plain-symptom-terms.ts).
  const asked = (q: string, drug: string) => {
    const text = addBookSymptomWords(q);
    return readAdverseEffectAsked(text, spansOf(text, [drug]))?.phrase ?? null;
  };
  it.each<[string, string, string | null]>([
    [
      'toi uong dimenhydrinat, xuong xe thay tai u u nhu co tieng ve keu. co phai do thuoc khong',
      'dimenhydrinat',
      'ù tai',
    ],
    // every effect told, the last first
    [
      'Uống codein xong là mặt đỏ bừng, vã mồ hôi. Có phải do codein không ạ?',
      'codein',
      'toát mồ hôi, đỏ mặt',
    ],
    // whether it worsens what the patient has is no effect asked of it (unseen batch 24)
    [
      'Bố bị phì đại tiền liệt tuyến, đi tiểu phải rặn. Uống clozapin có làm mấy bệnh đó nặng thêm không?',
      'clozapin',
      null,
    ],
    // nothing told in plain words: nothing read
    ['Bà bị mệt. Có phải do codein không?', 'codein', null],
    // "là đỡ" (gets better) is no "là do" (is due to) (first-set batch 142)
    [
      'Chào bác sĩ, em bị mọc lông nhiều ở cằm, chị bạn bảo uống spironolacton mỗi ngày là đỡ. Em uống được không ạ?',
      'spironolacton',
      null,
    ],
    // told in the book's own words, the lead words dropped (unseen batch 35)
    [
      'me toi uong gabapentin, hay kho mieng, tao bon, an khong tieu. co phai tac dung phu cua thuoc khong',
      'gabapentin',
      'kho mieng, tao bon',
    ],
    [
      'Ba tôi mới đổi sang enalapril, dạo này hay bồn chồn, hốt hoảng vô cớ. Thuốc này có làm thay đổi tâm trạng như vậy không?',
      'enalapril',
      'thay đổi tâm trạng, bồn chồn, hốt hoảng vô cớ',
    ],
    // one sentence: the pieces before the clause that asks
    [
      'bn suy tim dung furosemid lau ngay, acid uric tang, len con gut, co phai do thuoc khong',
      'furosemid',
      'acid uric tang, len con gut',
    ],
    // "có hay gây … không", and a bruise told (unseen batch 37)
    [
      'Mẹ tiêm enoxaparin, quanh rốn có nhiều vết bầm tím, có cục máu tụ nhỏ. Thuốc này có hay gây vậy không?',
      'enoxaparin',
      'máu tụ, thâm tím',
    ],
    // a list asked at once
    [
      'Bố uống clopidogrel, trước giờ không bị. Thuốc có làm đau lưng, đau khớp không hay tại tuổi già?',
      'clopidogrel',
      'đau lưng, đau khớp',
    ],
    // in English, asked as "among the adverse effects" (unseen batch 33)
    [
      'On doxycycline, aching knees. Is joint pain among the common adverse effects?',
      'doxycycline',
      'đau khớp',
    ],
    // "gây ra", "làm ra như vậy": "ra" is no effect, what was told is (unseen batch 29)
    [
      'Truyền doxycyclin, dọc theo đường ven sưng đỏ, cứng như sợi dây. Có phải do thuốc gây ra không?',
      'doxycyclin',
      'viêm tĩnh mạch',
    ],
    [
      'Tiêm enoxaparin, thử máu thấy mỡ máu cao, kali cũng hơi cao. Thuốc có làm ra như vậy không?',
      'enoxaparin',
      'tăng kali huyết, tăng lipid huyết',
    ],
  ])('%s', (q, drug, expected) => {
    expect(asked(q, drug)).toBe(expected);
  });
});

describe('readAdverseEffectAsked: a yes/no about one effect in English (stop 68)', () => {
  // The request adds the book's words after an English clinical term (expand-clinical-shorthand).
  const asked = (q: string, drug: string) => {
    const text = expandClinicalShorthand(q);
    return readAdverseEffectAsked(text, spansOf(text, [drug]));
  };
  it.each<[string, string, string | null]>([
    ['Does warfarin cause constipation?', 'warfarin', 'táo bón'],
    ['Can metformin cause diarrhoea in the elderly?', 'metformin', 'tiêu chảy ỉa chảy'],
    ['Does lisinopril cause a dry cough?', 'lisinopril', 'ho khan'],
    ['Is hair loss a known side effect of valproate?', 'valproate', 'rụng tóc'],
    ['Could amiodarone lead to hypokalaemia?', 'amiodarone', 'hạ kali huyết'],
    // a measure raised or lowered; not what it does to another drug (unseen batches 154, 151)
    ['Does spironolactone raise uric acid?', 'spironolactone', 'tăng acid uric huyết'],
    ['Does gabapentin reduce the effectiveness of the pill?', 'gabapentin', null],
    ['Does omeprazole lower clopidogrel levels?', 'omeprazole', null],
    ['Does acebutolol still lower BP in low-renin hypertension?', 'acebutolol', null],
    // an effect the English table does not bridge is asked in its own words
    ['Does atenolol cause cold hands?', 'atenolol', 'cold hands'],
    // what is given, a dose, the unborn child, an interaction: no effect asked
    ['Can we give metformin with a loading dose?', 'metformin', null],
    ['Does phenytoin cause birth defects?', 'phenytoin', null],
    ['Does rifampicin cause interactions with the pill?', 'rifampicin', null],
    ['What is the dose of metformin in CKD?', 'metformin', null],
    // a pointer back at the effects told is no effect named
    ['He has a blocked nose. Are these listed adverse effects of enalapril?', 'enalapril', null],
  ])('%s → %s', (question, drug, expected) => {
    expect(asked(question, drug)?.phrase ?? null).toBe(expected);
  });

  it('reads the English terms told before "is that a known ADR of …?" (first-set batch 149)', () => {
    const effect = asked('Now profuse rhinorrhea and rhonchi — is that a known ADR of NAC?', 'NAC');
    expect(effect?.phrase).toBe('chảy nước mũi, ran ngáy');
    expect(effect?.told).toBe(true);
  });

  it('never says the book does not name an effect it bridged from English', () => {
    expect(asked('Is nephrotoxicity a side effect of colistin?', 'colistin')?.told).toBe(true);
    expect(asked('Does atenolol cause cold hands?', 'atenolol')?.told).toBe(true);
  });
});
