import { z } from 'zod';
import { patientParametersSchema } from './patient-parameters';

/**
 * The patient parameters an answer shows as chips (issue 38 item 1), each a key of
 * `patientParametersSchema`: the chip's `data-param`. Sex is shown too: the clearance
 * calculator needs it.
 */
export const PATIENT_CHIP_KEYS = [
  'renal',
  'serum_creatinine',
  'age_years',
  'weight_kg',
  'sex',
  'pregnancy',
  'lactation',
  'hepatic',
  'dialysis',
] as const;
export const patientChipKeySchema = z.enum(PATIENT_CHIP_KEYS);
export type PatientChipKey = z.infer<typeof patientChipKeySchema>;

/**
 * What the question (and the conversation before it) was read as: the patient's values as
 * `readQuestion` read them, and the parameters the question names with a value that was not
 * read ("Clcr khoảng ba mươi", "creatinin máu 2,1" with no unit), each with the words as written.
 */
export const answerPatientSchema = z.object({
  parameters: patientParametersSchema.pick({
    renal: true,
    serum_creatinine: true,
    serum_creatinine_mg_dl: true,
    age_years: true,
    weight_kg: true,
    sex: true,
    pregnancy: true,
    lactation: true,
    hepatic: true,
    dialysis: true,
  }),
  unread: z.array(z.object({ param: patientChipKeySchema, phrase: z.string().min(1) })),
});
export type AnswerPatient = z.infer<typeof answerPatientSchema>;
