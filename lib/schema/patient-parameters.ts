import { z } from 'zod';

/**
 * The patient a dosing question describes, read from the question (lib/retrieval/
 * read-patient-parameters.ts) and matched against the bands the book's sentences state. Shared
 * by the extractive composer, the LLM prompt (as structured facts) and the policy's band rule.
 */

/** A value or a range of values; a bound is null when open ("dưới 30" has no lower bound). */
export const valueIntervalSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  min_inclusive: z.boolean(),
  max_inclusive: z.boolean(),
});
export type ValueInterval = z.infer<typeof valueIntervalSchema>;

/**
 * Quantities a band is stated in. Renal function is one quantity: the book bands creatinine
 * clearance and eGFR alike in ml/phút, and a clinician asking with either expects that band.
 * A serum creatinine is another (issue 36 item 4), in mg/dl whatever unit it was written in
 * (µmol/l ÷ 88.4): the two are never compared with each other. Heart rate in beats per minute,
 * blood pressure in mmHg.
 */
export const bandQuantitySchema = z.enum([
  'renal_function',
  'age_years',
  'weight_kg',
  'heart_rate',
  'serum_creatinine_mg_dl',
  'systolic_bp',
  'diastolic_bp',
  'inr',
  'hours_since_dose',
]);
export type BandQuantity = z.infer<typeof bandQuantitySchema>;

export const hepaticSeveritySchema = z.enum(['nhe', 'vua', 'nang']);
export type HepaticSeverity = z.infer<typeof hepaticSeveritySchema>;

export const interactionDirectionSchema = z.enum(['tang', 'giam']);

export const patientParametersSchema = z.object({
  renal: z
    .object({
      measure: z.enum(['clcr', 'egfr', 'unspecified']),
      /** As written in the question: `ml/phút` or `ml/phút/1,73 m²`. */
      unit: z.enum(['ml/phút', 'ml/phút/1,73 m²']).nullable(),
      value: valueIntervalSchema,
    })
    .optional(),
  /**
   * A serum creatinine, as typed ("creatinin huyết thanh 2 mg/dl"): kidney function in a measure
   * the book's bands (độ thanh thải creatinin, ml/phút) cannot hold.
   */
  serum_creatinine: z.string().optional(),
  /** That serum creatinine as a value in mg/dl (µmol/l ÷ 88.4), when its unit was typed. */
  serum_creatinine_mg_dl: valueIntervalSchema.optional(),
  /** The patient's sex when the question states it ("nam", "bà", "bệnh nhân nữ", a pregnancy). */
  sex: z.enum(['male', 'female']).optional(),
  /** Heart rate, beats per minute ("nhịp tim 45", "mạch 48 lần/phút", "HR 45"). */
  heart_rate: valueIntervalSchema.optional(),
  /** Blood pressure in mmHg ("huyết áp 140/90": systolic 140, diastolic 90). */
  systolic_bp: valueIntervalSchema.optional(),
  diastolic_bp: valueIntervalSchema.optional(),
  /** The INR ("INR 9,2", "INR hôm nay 7,8"): a ratio, no unit. */
  inr: valueIntervalSchema.optional(),
  /** Hours since the dose was given ("mũi tiêm cách đây 10 giờ", "given 3 hours ago"). */
  hours_since_dose: valueIntervalSchema.optional(),
  /**
   * Bleeding as the question tells it (read-bleeding.ts): none said, only the gums or the nose,
   * minor (bruises, a little blood in the urine), or major (in the brain, the gut with a falling
   * haemoglobin, shock). The book grades an anticoagulant's overdose by it as by the INR.
   */
  bleeding: z.enum(['none', 'gum_nose', 'minor', 'major']).optional(),
  /** Age in years (months, weeks and days converted). */
  age_years: valueIntervalSchema.optional(),
  /** An age named by a word, not a number. */
  age_group: z.enum(['so_sinh', 'tre_em', 'nguoi_lon', 'nguoi_cao_tuoi']).optional(),
  weight_kg: valueIntervalSchema.optional(),
  pregnancy: z
    .object({
      trimester: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
      week: z.number().nullable(),
    })
    .optional(),
  lactation: z.boolean().optional(),
  /** Hours since the patient gave birth ("mổ lấy thai cách đây 20 giờ", "C-section 18 hours ago"). */
  postpartum_hours: valueIntervalSchema.optional(),
  hepatic: z
    .object({
      severity: hepaticSeveritySchema.nullable(),
      child_pugh: z.enum(['A', 'B', 'C']).nullable(),
    })
    .optional(),
  dialysis: z.enum(['mau', 'phuc_mac', 'khong_ro']).optional(),
  /** The indication as typed after "điều trị" / "bị" / "cho" ("viêm màng não"). */
  indication: z.string().optional(),
  /** The direction asked about an effect ("làm giảm tác dụng của warfarin"). */
  direction: z
    .object({
      verb: interactionDirectionSchema,
      /** Folded target noun: "tac dung", "nong do", "inr", "thai tru", "hap thu" … */
      target: z.string().nullable(),
      /**
       * Whose target: the asked drug's (default: "thuốc nào làm giảm tác dụng của warfarin"), or
       * the other drugs' ("fluconazol làm tăng nồng độ thuốc nào": fluconazol acts on them).
       */
      of: z.enum(['asked', 'other']).optional(),
    })
    .optional(),
  /** The second drug of "A và B" / "A với B" / "dùng A cùng B", as typed. */
  partner: z.string().optional(),
});
export type PatientParameters = z.infer<typeof patientParametersSchema>;

/** True when the question carries nothing to match a band against. */
export function isEmptyPatient(p: PatientParameters): boolean {
  return Object.values(p).every((v) => v === undefined);
}
