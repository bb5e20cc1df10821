import type { ClassKey } from './drug-classes';

/** What the writer needs to know about one drug; curated for the default book, generated from
 * the class profile for scale mode. */
export interface DrugFacts {
  /** Title as printed: capitals, Vietnamese INN spelling. */
  title: string;
  /** Running-header form, dictionary style ("Kali clorid"). */
  headerName: string;
  /** As written inside sentences ("kali clorid"). */
  textName: string;
  /** `Tên chung quốc tế` value, English INN, capitalised, no final period. */
  inn: string;
  atc: string[];
  classKey: ClassKey;
  drugClass: string;
  tradeNames: string[];
  forms: string[];
  adultDose: string;
  childDose: string | null;
  halfLife: string;
  proteinBinding: string;
  bioavailability: string;
  /** Child dose per kg per dose (weight-band tables), the usual hours between doses, and the
   * adult ceiling per dose: a child dose is always mgPerKg every intervalHours, never more. */
  mgPerKg: number;
  intervalHours: number;
  maxDoseMg: number;
  /** Per creatinine-clearance band: > 50, 30 - 50, 10 - 29, < 10 ml/phút. */
  renalDoses: [string, string, string, string];
  /** A class monograph's analogues, each with its own ATC code and doses. */
  analogues?: Array<{ name: string; atc: string; adult: string; child: string }>;
}
