/**
 * Everyday names of salts, elements and solutions, in English and in everyday Vietnamese, for
 * the monographs the book titles by their pharmacopoeial Vietnamese name: "Potassium" and "kali"
 * for KALI CLORID, "nước muối sinh lý" and "NaCl" for NATRI CLORID. Measured (issue 37): a real
 * question asking about "Nacl 3%" and two about "nước muối sinh lý" named no drug and were
 * answered "Câu hỏi chưa nêu tên một thuốc".
 *
 * `targets` are the book's titles the name stands for, in any spelling the lexicon keys alike
 * ("magnesi sulfat" = "magnesium sulfate"): only those the index holds become owners, so a row
 * never names a monograph the book lacks. A name whose targets are several monographs names
 * them all (as the lexicon does for any shared name).
 *
 * `lab`: the bare element is also a lab value ("tăng kali máu", "hạ natri máu", "serum
 * potassium"); such a name is not read as the drug next to those words (LAB_CONTEXT).
 */
export interface CommonSubstanceName {
  names: readonly string[];
  targets: readonly string[];
  lab?: boolean;
}

export const COMMON_SUBSTANCE_NAMES: readonly CommonSubstanceName[] = [
  {
    names: ['potassium', 'kali', 'kcl', 'potassium chloride'],
    targets: ['kali clorid'],
    lab: true,
  },
  {
    names: ['magnesium', 'magie', 'magnesi'],
    targets: ['magnesi sulfat', 'magnesi clorid', 'magnesi lactat'],
    lab: true,
  },
  { names: ['mgso4', 'epsom salt', 'muối epsom'], targets: ['magnesi sulfat'] },
  {
    names: ['calcium', 'canxi', 'calci'],
    targets: ['calci gluconat', 'calci clorid', 'calci carbonat', 'calci lactat'],
    lab: true,
  },
  { names: ['caco3'], targets: ['calci carbonat'] },
  { names: ['cacl2'], targets: ['calci clorid'] },
  {
    names: [
      'nacl',
      'saline',
      'normal saline',
      'nước muối sinh lý',
      'muối sinh lý',
      'dung dịch muối sinh lý',
      // saline told by its strength, not "sinh lý" (first-set batch 105, first run: "nước muối
      // đậm đặc 3% … truyền cho mẹ một chai 100 ml" named no drug and was answered "Không tìm
      // thấy"); "nước muối" alone is everyday Vietnamese, read only after a drug cue
      'nước muối',
      'nước muối đậm đặc',
      'nước muối ưu trương',
      'muối ưu trương',
      'hypertonic saline',
    ],
    targets: ['natri clorid'],
  },
  {
    names: ['nahco3', 'baking soda', 'bicarbonate', 'bicarbonat'],
    targets: ['natri bicarbonat', 'natri hydrocarbonat'],
  },
  {
    names: ['iron', 'sắt', 'ferrous'],
    targets: [
      'sắt sulfat',
      'sắt (ii) sulfat',
      'sắt fumarat',
      'sắt gluconat',
      'sắt dextran',
      'sắt sucrose',
    ],
    lab: true,
  },
  { names: ['zinc', 'kẽm'], targets: ['kẽm sulfat', 'kẽm gluconat'], lab: true },
  { names: ['lithium', 'lithi'], targets: ['lithi carbonat'], lab: true },
  { names: ['ors', 'oresol', 'oral rehydration salts'], targets: ['oresol'] },
  { names: ['glucose', 'dextrose', 'đường glucose'], targets: ['glucose'] },
  {
    names: ['ringer lactate', "lactated ringer's", 'hartmann', "hartmann's solution"],
    targets: ['ringer lactat'],
  },
  { names: ['iodine', 'i ốt', 'iốt'], targets: ['iod', 'kali iodid'] },
  { names: ['silver sulfadiazine'], targets: ['bạc sulfadiazin'] },
  { names: ['activated charcoal', 'charcoal', 'than hoạt tính'], targets: ['than hoạt'] },
  { names: ['oxygen'], targets: ['oxy'] },
];

/**
 * Words beside a bare element that make it a lab value or a disorder, not the drug: "kali máu",
 * "tăng kali", "hạ calci huyết", "serum potassium", "potassium level". Folded.
 */
export const LAB_CONTEXT = {
  after: new Set(['mau', 'huyet', 'nieu', 'level', 'levels', 'thanh']),
  before: new Set(['tang', 'ha', 'giam', 'serum', 'low', 'high', 'hyper', 'hypo', 'nong']),
};
