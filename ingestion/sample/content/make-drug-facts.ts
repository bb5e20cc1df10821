import type { Rng } from '../create-rng';
import { CLASS_PROFILES } from './drug-classes';
import type { DrugFacts } from './drug-facts';
import type { PoolName } from './drug-name-pool';

/** ATC first levels per class, for invented but well-formed codes. */
const ATC_STEMS: Record<string, string[]> = {
  beta_lactam: ['J01CA', 'J01DB', 'J01DC', 'J01DD', 'J01DH'],
  aminoglycoside: ['J01GB'],
  fluoroquinolone: ['J01MA'],
  macrolide: ['J01FA'],
  antibacterial: ['J01XA', 'J01AA', 'J04AB', 'J01EE'],
  antifungal: ['J02AC', 'D01AC'],
  antiviral: ['J05AB', 'J05AF'],
  antiparasitic: ['P01AB', 'P02CA', 'P01BA'],
  opioid: ['N02AA', 'N02AB', 'N02AX'],
  analgesic: ['M01AE', 'M01AB', 'M01AC', 'N02BE'],
  anticoagulant: ['B01AA', 'B01AB', 'B01AC'],
  antidiabetic: ['A10BB', 'A10BH', 'A10BX'],
  antihypertensive: ['C09AA', 'C09CA', 'C07AB', 'C08CA'],
  diuretic: ['C03CA', 'C03AA', 'C03DA'],
  cardiac: ['C01BD', 'C01CA', 'C01DA'],
  lipid: ['C10AA', 'C10AB'],
  gastro: ['A02BC', 'A02BA', 'A03FA'],
  corticosteroid: ['H02AB'],
  respiratory: ['R03AC', 'R06AX', 'R05CB'],
  cns: ['N03AF', 'N05BA', 'N06AB'],
  electrolyte: ['A12BA', 'B05XA', 'A11HA'],
  antineoplastic: ['L01BA', 'L01XA', 'L04AD'],
};

const TRADE_SUFFIXES = ['med', 'vid', 'stad', 'pharm', 'gen', 'lan', 'fort', 'cap'];

/** Facts for a scale-mode drug, from its class profile; every dose comes from the class's own
 * plausible wording. */
export function makeDrugFacts(
  name: PoolName,
  suffix: { vn: string; en: string } | null,
  rng: Rng,
): DrugFacts {
  const profile = CLASS_PROFILES[name.classKey];
  const textName = suffix ? `${name.vn} ${suffix.vn}` : name.vn;
  const inn = capitalise(suffix ? `${name.en} ${suffix.en}` : name.en);
  const stems = ATC_STEMS[name.classKey] ?? ['V03AB'];
  const atcCount = rng.chance(0.22) ? rng.int(2, 3) : 1;
  const atc = Array.from(
    new Set(
      Array.from(
        { length: atcCount },
        () => `${rng.pick(stems)}${String(rng.int(1, 30)).padStart(2, '0')}`,
      ),
    ),
  );
  const strengths = rng.sample(profile.strengths, 3);
  const forms = rng.sample(profile.forms, rng.int(1, Math.min(3, profile.forms.length))).map((f) =>
    f
      .replace('{a}', strengths[0] ?? '100 mg')
      .replace('{b}', strengths[1] ?? strengths[0] ?? '200 mg')
      .replace('{c}', strengths[2] ?? strengths[0] ?? '500 mg'),
  );
  const base = name.vn.split(' ').pop() ?? name.vn;
  const tradeNames = rng.chance(0.45)
    ? [
        `${capitalise(base.slice(0, Math.max(4, Math.min(6, base.length))))}${rng.pick(TRADE_SUFFIXES)}`,
      ]
    : [];
  const mgPerKg = rng.pick(profile.mgPerKg);
  return {
    title: textName.toUpperCase(),
    headerName: capitalise(textName),
    textName,
    inn,
    atc,
    classKey: name.classKey,
    drugClass: rng.pick(profile.labels),
    tradeNames,
    forms,
    adultDose: rng.pick(profile.adultDoses),
    childDose: rng.chance(0.8) ? rng.pick(profile.childDoses) : null,
    halfLife: rng.pick(profile.halfLife),
    proteinBinding: rng.pick(profile.proteinBinding),
    bioavailability: rng.pick(profile.bioavailability),
    mgPerKg,
    intervalHours: profile.intervalHours,
    maxDoseMg: Math.max(mgPerKg * 60, 1),
    renalDoses: rng.pick(RENAL_PATTERNS),
  };
}

const RENAL_PATTERNS: Array<[string, string, string, string]> = [
  ['Liều thông thường', '75% liều', '50% liều', '25% liều'],
  ['Liều thông thường', 'Cách 12 giờ một lần', 'Cách 24 giờ một lần', 'Cách 48 giờ một lần'],
  ['Không cần chỉnh liều', 'Không cần chỉnh liều', 'Giảm một nửa liều', 'Tránh dùng'],
  ['100% liều', '50 - 75% liều', '25 - 50% liều', 'Dùng sau thẩm tách máu'],
];

export function capitalise(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
