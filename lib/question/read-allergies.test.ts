import { describe, expect, it } from 'vitest';
import type { UnderstoodQuery } from '@/lib/retrieval/understand-query';
import { toQuestionText } from './question-text';
import { givenForReaction, namedInReaction, readAllergies } from './read-allergies';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * The reader needs only the question's drug mentions: the drug typed (its id is its name), and
 * a brand the book lists under a drug id.
 */
const read = (question: string, drug?: string, brand?: [string, string]) => {
  const mention = (typed: string, id: string) => {
    const at = question.indexOf(typed);
    return at >= 0 ? [{ matched: typed, drug_id: id, start: at, end: at + typed.length }] : [];
  };
  const mentions = [
    ...(brand ? mention(...brand) : []),
    ...(drug ? mention(drug, drug.toLowerCase()) : []),
  ];
  const drugs = [...new Set(mentions.map((m) => m.drug_id))];
  return readAllergies(toQuestionText(question), {
    mentions,
    drugs,
  } as unknown as UnderstoodQuery);
};

describe('readAllergies', () => {
  it.each<[string, string | undefined, string[], string[], [string, string]?]>([
    // question, drug typed, names read, names never read, a brand typed and its drug
    // a bracket the English terms were added inside is blanked whole; its words are no substance
    // (first-set batch 102: "(từng" and "người)" held "Người bệnh mẫn cảm với clindamycin …")
    [
      'bé dị ứng amoxicillin (từng nổi mề đay (phát ban, ngứa, mày đay) khắp người). Bác sĩ kê clindamycin. Liều?',
      'clindamycin',
      ['amoxicillin'],
      ['(tung', 'nguoi)', 'nguoi', 'clindamycin'],
    ],
    // an excipient by its English name is the book's (unseen batch 143, first run)
    [
      'Patient with a documented benzyl alcohol hypersensitivity (reacted to a preserved saline flush). Enoxaparin multi-dose vial: how much?',
      'Enoxaparin',
      ['con benzylic'],
      ['enoxaparin'],
    ],
    ['Bệnh nhân dị ứng sulfit, dùng adrenalin được không?', 'adrenalin', ['sulfit'], []],
    // an abbreviation the lexicon reads is its monograph: a rechallenge of abacavir (batch 149)
    [
      'Pt on ABC/3TC, stopped vì sốt + ban (nghi hypersensitivity reaction). Restart abacavir 300 mg bid được không?',
      'abacavir',
      ['abacavir'],
      [],
    ],
    // put on a drug, then a reaction told in English (unseen batch 147, first run)
    [
      'When he was put on clindamycin after surgery he broke out in generalised hives. Cefotaxime dose?',
      'Cefotaxime',
      ['clindamycin'],
      ['cefotaxime'],
    ],
    // a brand of co-trimoxazole the reaction came after (first-set batch 146)
    [
      'Nam 2021 em uong Bactrim bi hoi chung Stevens-Johnson. Acetazolamid uong bao nhieu?',
      'Acetazolamid',
      ['sulfonamid'],
      [],
    ],
    // a swollen eyelid told alone is oedema: no allergy to the drug given for it (batch 104)
    [
      'Con 6 tuổi suy tim nên phù mi mắt với hai chân. Bác sĩ cho uống thêm spironolacton cho bớt phù. Liều?',
      'spironolacton',
      [],
      ['spironolacton'],
    ],
    [
      'be 4 tuoi suy tim, phu mi mat va chan, vua bat dau spironolacton 1 mg/kg/ngay. Chinh lieu?',
      'spironolacton',
      [],
      ['spironolacton', 'mg/kg/ngay'],
    ],
    // English names the drug before its reaction whatever the verb, and the next sentence asks
    // of another drug (first-set batch 122)
    [
      'A 68-year-old man had CABG with saphenous vein grafts last month; aspirin gave him urticaria in the past. Is clopidogrel an option?',
      'clopidogrel',
      ['aspirin'],
      ['clopidogrel', 'option'],
    ],
    // stopped for a reaction, then asked again (first-set batch 89)
    [
      'Our patient stopped abacavir three weeks ago after fever, rash and vomiting that we judged to be a hypersensitivity reaction. Could we restart abacavir?',
      'abacavir',
      ['abacavir'],
      ['judged'],
    ],
    // the class as clinicians name it, and nothing after it but what "to" names (unseen batch 25)
    [
      'HIV patient on IV pentamidine (sulfa-allergic), now CRE bacteraemia sensitive only to colistin. What colistimethate dose?',
      'colistin',
      ['sulfonamid'],
      ['colistin'],
    ],
    // a dash turns to the drug asked (unseen batch 13)
    [
      'Lab worker, dị ứng ciprofloxacin — doxycycline prophylaxis liều bao nhiêu?',
      'doxycycline',
      ['ciprofloxacin'],
      ['doxycycline', 'prophylaxis'],
    ],
    // … but a reaction to a drug told before it (first-set batch 99)
    [
      'nhỏ timolol 0,5% được 1 tuần thì phù mi mắt. Kê acebutolol được không?',
      'acebutolol',
      ['timolol'],
      ['acebutolol'],
    ],
    // a negated list holds the reaction too (batch 94 read at stop 61); a rash told in English
    // after the drug is one (first-set batch 111), and "vomiting" is no allergen
    [
      'On acebutolol, a positive ANA, but she has no joint pain, rash or fever. Recognised effect?',
      'acebutolol',
      [],
      ['acebutolol'],
    ],
    [
      'On acebutolol, no joint pain, rash phát ban ban da or fever. Recognised effect?',
      'acebutolol',
      [],
      ['acebutolol'],
    ],
    ['BN không sốt, uống abacavir thì nổi mẩn khắp người', 'abacavir', ['abacavir'], []],
    // a drug the patient was on when the reaction came (first-set batch 113)
    [
      'While on sulfadiazine he developed Stevens-Johnson syndrome and it was stopped. Acetazolamide?',
      'Acetazolamide',
      ['sulfadiazine', 'sulfonamid'],
      ['while', 'syndrome', 'stopped', 'acetazolamide'],
    ],
    [
      'He took abacavir and developed fever, a widespread rash and vomiting. Can he restart it?',
      'abacavir',
      ['abacavir'],
      ['vomiting'],
    ],
    // an eye ointment put in ("tra"), and adrenaline given in an emergency as the reaction's
    // name (first-set batch 106)
    [
      'Năm ngoái tra thuốc mỡ tra mắt aciclovir được 1 ngày thì mí mắt sưng vều, đỏ rực. Giờ uống aciclovir 800 mg được không?',
      'aciclovir',
      ['aciclovir'],
      [],
    ],
    // "SJS" as the ward abbreviates Stevens-Johnson (first-set batch 154)
    [
      'Tiền sử năm 2019 bị SJS phải nằm viện sau uống Biseptol (co-trimoxazol). Uống acetazolamid bao nhiêu mg/ngày?',
      'acetazolamid',
      ['sulfonamid'],
      [],
    ],
    // "sưng húp mí mắt" after a cream (first-set batch 154)
    [
      'Hồi trước bôi kem aciclovir bị sưng húp mí mắt, khó thở phải đi viện. Giờ kê aciclovir viên 800, uống mấy viên?',
      'aciclovir',
      ['aciclovir'],
      [],
    ],
    [
      'Tien su: 6 nam truoc tiem lincomycin o tram y te xa thi tut huyet ap, kho tho, phai tiem adrenalin cap cuu. BS dinh cho clindamycin truyen TM 600 mg.',
      'clindamycin',
      ['lincomycin'],
      ['adrenalin', 'clindamycin'],
    ],
    // the reaction told in the clauses after the one that took the drug, the story carried on by
    // "thì" (first-set batches 101-102); not a drug still being taken (unseen batch 18)
    [
      'Năm ngoái tôi uống viên sủi acetylcystein 600 mg trị ho có đờm, được nửa tiếng thì nổi mẩn ngứa khắp người, sưng môi. Giờ uống ACC được không?',
      'acetylcystein',
      ['acetylcystein'],
      [],
    ],
    [
      'Tôi đang uống doxycyclin trị mụn, đi biển về thì da đỏ rát, nổi mẩn. Có uống tiếp không?',
      'doxycyclin',
      [],
      ['doxycyclin'],
    ],
    // eye drops instilled, the reaction told as eyelid swelling and hives (first-set batch 99);
    // a reaction's own name is no allergen (batch 98)
    [
      'Năm ngoái nhỏ timolol 0,5% được 1 tuần thì phù mi mắt, nổi mày đay toàn thân. Kê acebutolol được không?',
      'acebutolol',
      ['timolol', 'chen beta'],
      ['acebutolol'],
    ],
    [
      'Uống aciclovir 3 ngày thì nổi bóng nước, tróc da, bác sĩ nói là hội chứng Stevens-Johnson. Uống lại được không?',
      'aciclovir',
      ['aciclovir'],
      ['stevens-johnson'],
    ],
    // English: the substance before the allergy; the drug given after it is no allergen (batch 81)
    [
      'A 45-year-old penicillin-allergic man with osteomyelitis is being treated with clindamycin. What is the minimum length of the course?',
      'clindamycin',
      ['penicillin'],
      ['clindamycin'],
    ],
    // English, a combination typed with a hyphen after a brand (first-set batch 96)
    [
      'Years ago she had Stevens-Johnson syndrome after taking Fansidar (sulfadoxine-pyrimethamine) for malaria prophylaxis. What acetazolamide dose should she take?',
      'acetazolamide',
      ['sulfadoxine', 'sulfonamid'],
      [],
    ],
    // the book's own name of a class (unseen batch 117): "polymyxin B" is COLISTIN's "polymyxin"
    [
      'Two years ago she developed generalized hives and wheeze within minutes of a polymyxin B infusion. What colistimethate dose should we start?',
      'colistimethate',
      ['polymyxin'],
      [],
    ],
    // a class said in brackets after a brand, the blisters told plainly (first-set batch 79)
    [
      'Trước đây tôi uống Biseptol (thuốc sulfamid) bị phồng rộp da phải nằm viện. Uống Diamox (acetazolamid) được không?',
      'acetazolamid',
      ['sulfamid', 'sulfonamid'],
      [],
    ],
    // in English, only a drug the tables name is a substance (unseen batch 22)
    [
      'Three years ago she took doxycycline for acne and developed facial swelling and hives within hours. Can we still prescribe doxycycline?',
      'doxycycline',
      ['tetracyclin'],
      ['hives', 'within', 'hours'],
    ],
    // sucked as a lozenge, the tongue swelling; a local anaesthetic by the book's "loại cain";
    // DRESS told in English (unseen batch 31)
    [
      'Năm ngoái tôi ngậm viên đau họng có benzocain thì bị sưng lưỡi, khó thở. Tôi uống doxycyclin được không?',
      'doxycyclin',
      ['benzocain', 'loai cain'],
      ['doxycyclin'],
    ],
    [
      'Chart note: DRESS syndrome attributed to gabapentin three years ago. Is a low-dose rechallenge acceptable?',
      'gabapentin',
      ['gabapentin'],
      [],
    ],
    // a bracket holding one name is the substance (unseen batch 28), a sulfonamide derivative
    [
      'Mẹ tôi uống viên Diamox (acetazolamid) thì nổi mẩn khắp người. Tiêm furosemid được không?',
      'furosemid',
      ['acetazolamid', 'dan chat sulfonamid'],
      ['furosemid'],
    ],
    // a reaction the question says the patient has not had (unseen batch 21)
    [
      'BP fell after induction with no sign of anaphylaxis. Can we push IV adrenaline?',
      'adrenaline',
      [],
      ['adrenaline'],
    ],
    [
      'Bệnh nhân chưa từng dị ứng penicilin, tiêm amoxicilin được không?',
      'amoxicilin',
      [],
      ['penicilin'],
    ],
    // the drug given instead is no allergen (unseen batch 43, first run)
    [
      'Tôi dị ứng penicillin nên được kê doxycyclin. Tôi phải uống bao nhiêu?',
      'doxycyclin',
      ['penicillin'],
      ['doxycyclin', 'tetracyclin'],
    ],
    [
      'BN dị ứng penicilin được chuyển sang doxycyclin, liều bao nhiêu?',
      'doxycyclin',
      ['penicilin'],
      ['doxycyclin'],
    ],
    // a combination typed with a hyphen names its drugs' classes (unseen batch 17)
    [
      'Years ago he had Stevens-Johnson syndrome after sulfadoxine-pyrimethamine (Fansidar); cotrimoxazole prophylaxis ok?',
      'cotrimoxazol',
      ['sulfonamid'],
      [],
    ],
    // the reaction told in English before the brand, its name in brackets (unseen batch 17)
    [
      'Two years ago she developed lip and tongue swelling (angioedema) 2 days after starting Neurontin 300 mg for sciatica. Another doctor suggests gabapentin again.',
      'gabapentin',
      ['gabapentin'],
      [],
      // the book lists the brand under its drug, as the lexicon reads it
      ['Neurontin', 'gabapentin'],
    ],
    // re-challenge in English: the brand reacted to is the drug asked again
    [
      'She developed angioedema after starting Neurontin; another doctor suggests gabapentin again.',
      'gabapentin',
      ['gabapentin'],
      [],
    ],
    [
      'Dị ứng aspirin, dự phòng bằng clopidogrel liều bao nhiêu?',
      'clopidogrel',
      ['aspirin', 'salicylat'],
      ['clopidogrel'],
    ],
    [
      'Từng bị phản vệ (tụt HA, mề đay) khi truyền heparin, nay tiêm enoxaparin được không?',
      'enoxaparin',
      ['heparin'],
      ['enoxaparin'],
    ],
    [
      'Từng nổi mề đay, phù môi sau tiêm diphenhydramin, uống dimenhydrinat được không?',
      'dimenhydrinat',
      ['diphenhydramin', 'khang histamin'],
      [],
    ],
    ['Bn dị ứng clopidogrel, dùng được không?', 'clopidogrel', ['clopidogrel'], []],
    // a decimal comma is no clause break (unseen batch 53)
    [
      'Trước uống clopidogrel 0,5 mg thì bị phù mạch, nay dùng clopidogrel được không?',
      'clopidogrel',
      ['clopidogrel'],
      [],
    ],
    [
      'Patient has sulfa allergy, dùng furosemid được không?',
      'furosemid',
      ['sulfa'],
      ['furosemid'],
    ],
    [
      'Từng dị ứng gliclazid, dùng furosemid được không?',
      'furosemid',
      ['sulfamid chua dai thao duong'],
      [],
    ],
    [
      'Amoxicilin bị dị ứng penicilin dùng được không?',
      'Amoxicilin',
      ['penicilin'],
      ['amoxicilin'],
    ],
    [
      'Người dị ứng cephalosporin có dùng amoxicilin được không?',
      'amoxicilin',
      ['cephalosporin'],
      ['amoxicilin'],
    ],
    // a reaction told after the drug was taken, or without the word "dị ứng" (unseen batch 10)
    [
      'Năm ngoái uống Plavix 3 ngày thì nổi mề đay toàn thân, nay dùng clopidogrel được không?',
      'clopidogrel',
      ['plavix'],
      [],
    ],
    [
      'Từng phát ban, phù mặt khi uống minocyclin, cho doxycyclin được không?',
      'doxycyclin',
      ['minocyclin', 'tetracyclin'],
      ['doxycyclin'],
    ],
    // no allergy, no substance
    ['Liều clopidogrel sau đặt stent?', 'clopidogrel', [], ['clopidogrel']],
    // given again ("cho lại"): the unknown brand was the drug asked (unseen batch 10); not
    // given again, it may be anything
    [
      'Năm ngoái uống Plavix 3 ngày thì nổi mề đay toàn thân, nay cho lại clopidogrel được không?',
      'clopidogrel',
      ['plavix', 'clopidogrel'],
      [],
    ],
    [
      'Năm ngoái uống Plavix 3 ngày thì nổi mề đay, nay dùng clopidogrel được không?',
      'clopidogrel',
      ['plavix'],
      ['clopidogrel'],
    ],
    // "Stevens-Johnson" with its hyphen is a reaction
    [
      'Từng bị hội chứng Stevens-Johnson khi uống carbamazepin, dùng gabapentin được không?',
      'gabapentin',
      ['carbamazepin'],
      ['gabapentin'],
    ],
  ])('%s', (question, drug, read_, never, brand) => {
    const names = read(question, drug, brand).flat();
    for (const n of read_) expect(names).toContain(n);
    for (const n of never) expect(names).not.toContain(n);
  });
});

describe('readAllergies with a brand the book lists', () => {
  it('reads the brand as the drug it is listed under', () => {
    const names = read(
      'Năm ngoái uống Neurontin bị hội chứng Stevens-Johnson, nay kê gabapentin được không?',
      'gabapentin',
      ['Neurontin', 'gabapentin'],
    ).flat();
    expect(names).toContain('gabapentin');
  });
});

describe('readAllergies: angioedema told in English with a listed brand (unseen batch 13)', () => {
  it('reads the brand as its drug, and no English word as a substance', () => {
    const names = read(
      'AF with RVR, but pt had angioedema (phù Quincke) with Herbesser 2 years ago — tiêm TM diltiazem được không?',
      'diltiazem',
      ['Herbesser', 'diltiazem'],
    ).flat();
    expect(names).toContain('diltiazem');
    expect(names).not.toContain('years');
  });
});

describe('namedInReaction', () => {
  it.each<[string, string, boolean]>([
    [
      'nam ngoai uong neurontin bi hoi chung stevens-johnson, nay ke lai gabapentin',
      'Neurontin',
      true,
    ],
    [
      'nam ngoai uong neurontin bi hoi chung stevens-johnson, nay ke lai gabapentin',
      'Johnson',
      true,
    ],
    ['tung phan ve khi truyen heparin, nay tiem enoxaparin duoc khong', 'heparin', true],
    // a reaction said not to be had names no substance (unseen batch 31)
    [
      'on day 6 of iv linezolid, develops acute severe asthma — no features of anaphylaxis — can we give adrenaline',
      'linezolid',
      false,
    ],
    // a severe skin reaction told by its signs (unseen batch 9)
    [
      'tung bi ban do toan than, bong da khi uong gliclazid, dung furosemid duoc khong',
      'gliclazid',
      true,
    ],
    // a drug taken with the one asked, no reaction told
    ['dang uong warfarin, them clopidogrel duoc khong', 'warfarin', false],
    ['di ung aspirin, dang uong warfarin, them clopidogrel', 'warfarin', false],
    // a drug the reaction's clause says the patient takes now (unseen batch 35)
    [
      'bee-sting anaphylaxis in a 52 yo man who takes propranolol 40 mg bid. we are giving im adrenaline',
      'propranolol',
      false,
    ],
    ['phan ve do ong dot o nguoi dang uong propranolol, tiem adrenalin', 'propranolol', false],
    ['anaphylaxis after taking penicillin, can we give cefalexin', 'penicillin', true],
    // "nên" opens the consequence: the drug given then is no allergen (first-set batch 88)
    [
      'tien su soc phan ve voi penicilin va ceftriaxon nen khoa nhiem dinh dung cloramphenicol tm',
      'cloramphenicol',
      false,
    ],
    [
      'tien su soc phan ve voi penicilin va ceftriaxon nen khoa nhiem dinh dung cloramphenicol tm',
      'ceftriaxon',
      true,
    ],
    // a reaction's clause starts at its sentence (unseen batch 36)
    [
      'me uong amitriptylin 25 mg. me bi di ung hai san rat nang, mang but tiem adrenalin',
      'amitriptylin',
      false,
    ],
  ])('%s / %s → %s', (question, name, expected) => {
    expect(namedInReaction(question, name)).toBe(expected);
  });
});

describe('givenForReaction', () => {
  const at = (q: string, name: string) =>
    givenForReaction(foldWords(q), foldWords(q).indexOf(name));
  it.each<[string, string, boolean]>([
    // the adrenaline given for a told anaphylaxis (unseen batch 126)
    [
      'được bơm heparin thì sốc phản vệ (HA tụt 70/40, co thắt phế quản, phải tiêm adrenalin), nay dùng enoxaparin được không?',
      'adrenalin',
      true,
    ],
    ['Bị ong đốt sốc phản vệ, phải tiêm adrenalin cấp cứu', 'adrenalin', true],
    // asked, not given for anything told
    ['Sốc phản vệ thì tiêm adrenalin liều bao nhiêu?', 'adrenalin', false],
    ['Phải tiêm adrenalin bao nhiêu khi ngừng tim?', 'adrenalin', false],
  ])('%s / %s → %s', (q, name, expected) => {
    expect(at(q, name)).toBe(expected);
  });
});
