import type { UnderstoodQuery } from '@/lib/retrieval/understand-query';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import type { AskedEffect } from '@/lib/answer/extractive/read-asked-effect';
import type { AdverseEffectAsked } from '@/lib/retrieval/read-adverse-effect-asked';
import type { DialysisKind } from '@/lib/retrieval/read-dialysis-kinds';
import type { Substance } from '@/lib/retrieval/read-substance';
import type { QuestionText } from './question-text';
import type { PatientCondition } from './read-patient-conditions';
import type { DosePhase } from './read-dose-phase';
import type { RouteKey } from './read-route';

/**
 * What a question asks beyond its drug, sections and patient: each a named reader's verdict
 * (ASK_READERS in read-question.ts), read once. The drafters and the gap writers read these
 * flags; none of them reads the question's text again.
 */
export interface Asks {
  /** "… dùng được không?": may the drug be used at all. */
  canUse: boolean;
  /** A yes/no answer is wanted (or the earlier question asked one and this one follows it). */
  verdict: boolean;
  /** How the drug is stopped ("ngừng thuốc thế nào"). */
  withdrawal: boolean;
  /** How fast it is infused ("truyền trong bao lâu"). */
  infusionTime: boolean;
  /** When in the day it is taken ("uống lúc nào"). */
  dosingTime: boolean;
  /** What to do about a forgotten dose ("quên liều sáng, mới nhớ ra"; read-missed-dose.ts). */
  missedDose: boolean;
  /** A change of route ("chuyển sang uống", "IV to oral"; read-route-switch.ts). */
  routeSwitch: boolean;
  /** What is tested before starting ("xét nghiệm gì trước khi dùng"; read-baseline-test.ts). */
  baselineTest: boolean;
  /** What changes as the birth comes near ("gần ngày sinh", "near term"; read-near-delivery.ts). */
  nearDelivery: boolean;
  /** The pharmacology topic asked ("onset", "half_life" …; pharmacology-topics.ts), or null. */
  pharmacologyTopic: string | null;
  /** What to do about an overdose ("xử trí", "làm gì"). */
  management: boolean;
  /** Its antidote ("thuốc giải độc"). */
  antidote: boolean;
  /** What an overdose does ("quá liều gây gì"). */
  overdoseSigns: boolean;
  /** What to do about an adverse effect ("gây hạ kali máu phải làm gì"). */
  effectManagement: boolean;
  /** The adverse effect named between a verb of having it and the asking words. */
  effect: AskedEffect | null;
  /** A number asked of the dose ("liều … bao nhiêu", "what starting dose", "uống mấy viên"; asks-dose-words.ts). */
  amount: boolean;
  /** The maximum dose ("liều tối đa", "max dose", "không được quá bao nhiêu"). */
  maxDose: boolean;
  /** How the dose changes for this patient ("có cần giảm liều", "should the dose be lower"). */
  doseAdjustment: boolean;
  /** Which is most common ("most common adverse effect", "hay gặp nhất"; asks-most-common.ts). */
  mostCommon: boolean;
  /** Whether food changes the drug ("lúc đói hay sau ăn có khác không"; asks-food-effect.ts). */
  foodEffect: boolean;
  /** The one route asked ("tiêm tĩnh mạch", "IV", "đặt hậu môn", "uống"), or null. */
  route: RouteKey | null;
  /** The kinds of drug the patient is said not to be on ("chưa dùng thuốc lợi tiểu"; read-not-taken.ts). */
  notTaken: string[];
  /** The phases of a regimen asked ("liều duy trì", "ngày thứ 3", "các liều tiếp theo"), if any. */
  phases: DosePhase[];
  /** A food, drink or smoke taken with the drug ("rượu", "sữa", "thuốc lá"). */
  substance: Substance | null;
  /**
   * The one adverse effect a yes/no question asks about ("X có gây rụng tóc không?", "Ù tai có
   * phải do X?"; read-adverse-effect-asked.ts), or null. The answer leads with the ADR sentence
   * naming it (find-effect-lead.ts), or says the ADR section does not name it.
   */
  adverseEffect: AdverseEffectAsked | null;
  /**
   * Dialysis asked about as a remedy ("có cần chạy thận để thải thuốc không?";
   * blank-dialysis-asked.ts), or null; a patient on dialysis is `patient.dialysis`.
   */
  dialysis: DialysisKind | null;
}

/** One question, read once: what retrieval, both drafters, the gap writers and the policy read. */
export interface AskedQuestion {
  text: QuestionText;
  /** Drugs and mentions, the pair and its direction, sections, populations, follow-up, issues. */
  understood: UnderstoodQuery;
  /** The patient's own values (readPatientParameters, once). */
  patient: PatientParameters;
  /**
   * The conditions the question says the patient has, named in words, by initials or by a lab
   * value (read-patient-conditions.ts): what a line of Chống chỉ định may name.
   */
  conditions: PatientCondition[];
  asks: Asks;
}
