import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { namesAndClassesOf, namesPartner, withPartnerSynonyms } from './names-partner';

describe('namesPartner', () => {
  it.each([
    ['the same spelling', 'Ví dụ omeprazol, fluconazol, ketoconazol', 'fluconazol', true],
    ['English ending', 'Ví dụ omeprazol, fluconazol, ketoconazol', 'fluconazole', true],
    ['y for i', 'Codein làm giảm chuyển hóa cyclosporin', 'ciclosporin', true],
    ['ph for f', 'Dùng cùng phenytoin', 'fenytoin', true],
    ['another drug', 'Ví dụ omeprazol, ketoconazol', 'fluconazole', false],
    ['a word inside another', 'Tăng nồng độ dicumarol', 'cumarol', false],
    // folded alike, another class (unseen batch 28)
    [
      'an anticonvulsant is no anticoagulant',
      'Thuốc chống động kinh: Phenytoin',
      'chong dong',
      false,
    ],
    ['the anticoagulant', 'Thuốc chống đông: Làm tăng tác dụng chống đông', 'chong dong', true],
    [
      'a potassium-sparing diuretic is no loop diuretic',
      'Các thuốc lợi niệu giữ kali',
      'loi nieu',
      false,
    ],
    ['the potassium-sparing class', 'Các thuốc lợi niệu giữ kali', 'loi nieu giu kali', true],
    [
      'the anticonvulsant by its own name',
      'Thuốc chống động kinh: Phenytoin',
      'chong dong kinh',
      true,
    ],
  ])('%s', (_name, sentence, phrase, named) => {
    expect(namesPartner(foldDiacritics(sentence), [phrase])).toBe(named);
  });
});

describe('namesPartner, several names', () => {
  it('names the partner when any of its names is printed or keyed', () => {
    const line = foldDiacritics('Ví dụ omeprazol, fluconazol, ketoconazol');
    expect(namesPartner(line, ['digoxin', 'fluconazole'])).toBe(true);
    expect(namesPartner(line, ['digoxin', 'warfarin'])).toBe(false);
  });
});

describe('withPartnerSynonyms', () => {
  it.each([
    ['rifampicin', 'rifampin'],
    ['rifampin', 'rifampicin'],
    ['adrenaline', 'epinephrine'],
    ['acetaminophen', 'paracetamol'],
    // a drug named by the effect it causes, with or without "gây" (first-set batch 132)
    ['thuoc me', 'thuoc gay me'],
    ['thuoc te', 'thuoc gay te'],
  ])('%s → %s', (phrase, synonym) => {
    expect(withPartnerSynonyms([phrase], 'digoxin')).toContain(synonym);
  });

  it('a name in no row and no class is itself only', () => {
    expect(withPartnerSynonyms(['letrozol'], 'clopidogrel')).toEqual(['letrozol']);
  });

  it('never the asked drug, by any of its names or spellings', () => {
    expect(withPartnerSynonyms(['furosemide', 'frusemide'], 'furosemid')).toEqual([]);
    expect(withPartnerSynonyms(['acetaminophen'], 'paracetamol')).toEqual([]);
  });

  // the class the book names a partner by (drug-class-members.ts; unseen batch 8)
  it.each([
    ['amitriptyline', 'epinephrin', 'chong tram cam ba vong'],
    ['aspirin', 'enoxaparin', 'salicylat'],
    ['rocuronium', 'colistin', 'chen than kinh co'],
    ['simvastatin', 'diltiazem', 'uc che hmg coa reductase'],
    ['thuoc tranh thai', 'doxycyclin', 'tranh thai'],
    // unseen batch 28: an aminosalicylate, a sulfonamide derivative
    ['mesalazine', 'digoxin', 'dan xuat cua 5 asa'],
    ['acetazolamide', 'furosemid', 'dan chat sulfonamid'],
    // unseen batch 31: an MAO inhibitor that is an antibiotic
    ['linezolid', 'epinephrin', 'uc che mao'],
  ])('%s for %s → %s', (partner, asked, phrase) => {
    expect(withPartnerSynonyms([partner], asked)).toContain(phrase);
  });

  it('never a class the asked drug belongs to, unless its members add to each other', () => {
    // both calcium-channel blockers (dropped); amlodipin's blood-pressure class adds (kept)
    expect(withPartnerSynonyms(['amlodipin'], 'diltiazem')).toEqual(['amlodipin', 'ha huyet ap']);
    // the asked drug read as its own partner brings no class (golden: "Những thuốc nào làm tăng
    // nồng độ amlodipin?")
    expect(withPartnerSynonyms(['amlodipin'], 'amlodipin')).toEqual([]);
    // both benzodiazepines and both CNS depressants: only the additive class is kept
    expect(withPartnerSynonyms(['lorazepam'], 'diazepam')).toEqual([
      'lorazepam',
      'uc che than kinh trung uong',
      'uc che he than kinh trung uong',
    ]);
  });

  it('names a partner by the class the book prints', () => {
    expect(withPartnerSynonyms(['trihexyphenidyl'], 'dimenhydrinat')).toContain(
      'khang cholinergic',
    );
    expect(withPartnerSynonyms(['prazosin'], 'diltiazem')).toContain('chen thu the alpha');
  });

  it('names the antidiabetics by "thuốc hạ đường huyết", never by the bare state', () => {
    // ACARBOSE's contraindication "Hạ đường huyết." named no metformin (first-set batch 77).
    const metformin = namesAndClassesOf('metformin');
    expect(metformin).toContain('thuoc ha duong huyet');
    expect(metformin).not.toContain('ha duong huyet');
    expect(namesPartner('ha duong huyet.', metformin)).toBe(false);
    expect(namesPartner('cac thuoc ha duong huyet khac', metformin)).toBe(true);
  });

  it('names a class by its WHO INN stem when no list names the member (first-set batch 99)', () => {
    expect(namesAndClassesOf('timolol')).toContain('chen beta');
    expect(namesAndClassesOf('ramipril')).toContain('uc che men chuyen');
    expect(namesAndClassesOf('oxazepam')).toContain('benzodiazepin');
    // a name that only ends like a stem is no member: too short, or another word
    expect(namesAndClassesOf('lol')).not.toContain('chen beta');
    expect(namesAndClassesOf('metformin')).not.toContain('chen beta');
  });

  it('names a class by any of its names ("sulfamid" is the book\'s "sulfonamid")', () => {
    expect(namesAndClassesOf('sulfamid')).toContain('sulfonamid');
  });

  it("names warfarin by the coumarins' chemistry (batch 86)", () => {
    expect(
      namesPartner('man cam da biet voi cac dan chat coumarin', namesAndClassesOf('warfarin')),
    ).toBe(true);
  });
});
