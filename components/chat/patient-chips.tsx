'use client';

import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AnswerPatient, PatientChipKey } from '@/lib/schema/answer-patient';
import { findParameterPhrases } from '@/lib/question/find-parameter-phrases';
import { formatPatientChips } from './format-patient-chips';
import { rewriteQuestion } from './rewrite-question';

const PARAM_NAME: Record<PatientChipKey, string> = {
  renal: 'chức năng thận',
  serum_creatinine: 'creatinin máu',
  age_years: 'tuổi',
  weight_kg: 'cân nặng',
  sex: 'giới',
  pregnancy: 'thai kỳ',
  lactation: 'cho con bú',
  hepatic: 'chức năng gan',
  dialysis: 'lọc máu',
};

/**
 * The patient as the question was read (issue 38 item 1), above the answer: one chip per value
 * ("Clcr 30 ml/phút", "75 tuổi"), and "không đọc được: …" for a value named but not read. A chip
 * is edited or removed in place; either re-asks the question with its words changed
 * (rewrite-question.ts), so the new question, as sent, is in the conversation.
 */
export function PatientChips({
  patient,
  question,
  onAsk,
}: {
  patient: AnswerPatient;
  /** The question this answer is for. */
  question: string;
  /** Re-asks; absent while another answer is on its way. */
  onAsk?: (question: string) => void;
}) {
  const chips = formatPatientChips(patient);
  if (chips.length === 0 && patient.unread.length === 0) return null;
  const stated = new Set(findParameterPhrases(question).map((p) => p.param));
  return (
    <div
      role="group"
      aria-label="Người bệnh, như đã đọc từ câu hỏi"
      className="mb-3 flex flex-wrap items-center gap-1.5 text-sm"
    >
      <span className="text-stone-700">Đã đọc:</span>
      {chips.map((chip) => (
        <Chip
          key={chip.param}
          param={chip.param}
          value={chip.value}
          testId="patient-chip"
          removable={stated.has(chip.param)}
          onAsk={onAsk && ((next) => onAsk(rewriteQuestion(question, chip.param, next)))}
        />
      ))}
      {patient.unread.map((u) => (
        <Chip
          key={`unread-${u.param}`}
          param={u.param}
          value={u.phrase}
          label={`không đọc được: ${u.phrase}`}
          testId="patient-chip-unread"
          removable={question.includes(u.phrase)}
          onAsk={
            onAsk &&
            ((next) =>
              onAsk(
                question.includes(u.phrase)
                  ? tidyRemoval(question.replace(u.phrase, next ?? ''))
                  : rewriteQuestion(question, u.param, next),
              ))
          }
        />
      ))}
    </div>
  );
}

/** The question with an unread phrase removed: no comma left hanging. */
function tidyRemoval(text: string): string {
  return text
    .replace(/\s*,\s*([?？.!]|$)/gu, '$1')
    .replace(/\s*,\s*,/gu, ',')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

function Chip({
  param,
  value,
  label = value,
  testId,
  removable,
  onAsk,
}: {
  param: PatientChipKey;
  value: string;
  label?: string;
  testId: 'patient-chip' | 'patient-chip-unread';
  removable: boolean;
  /** `null` removes the parameter, a string replaces its words. */
  onAsk?: (next: string | null) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const inputId = useId();
  const unread = testId === 'patient-chip-unread';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next || !onAsk) return;
    setEditing(false);
    if (next !== value) onAsk(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(value);
      setEditing(false);
    }
  };

  if (editing)
    return (
      <form
        onSubmit={submit}
        data-testid="patient-chip-editor"
        data-param={param}
        className="flex items-center gap-1 rounded-full border border-teal-700 bg-white py-0.5 pr-1 pl-2"
      >
        <label htmlFor={inputId} className="sr-only">
          Sửa {PARAM_NAME[param]}
        </label>
        <input
          id={inputId}
          data-testid="patient-chip-input"
          value={draft}
          autoFocus
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          className="w-40 min-w-0 rounded border border-stone-400 px-1.5 py-0.5 text-sm focus-visible:outline-2 focus-visible:outline-teal-700"
        />
        <button
          type="submit"
          disabled={!onAsk || draft.trim() === ''}
          className="min-h-8 rounded-full bg-teal-800 px-2 font-medium text-white hover:bg-teal-900 disabled:bg-stone-400"
        >
          Hỏi lại
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(value);
            setEditing(false);
          }}
          className="min-h-8 rounded-full px-2 text-stone-800 hover:bg-stone-100"
        >
          Hủy
        </button>
      </form>
    );

  return (
    <span
      data-testid={testId}
      data-param={param}
      data-value={unread ? undefined : value}
      className={`inline-flex items-center gap-0.5 rounded-full border py-0.5 pl-2.5 ${
        unread
          ? 'border-dashed border-orange-700 bg-orange-50 text-orange-950'
          : 'border-teal-700 bg-teal-50 text-teal-950'
      }`}
    >
      <span>{label}</span>
      <button
        type="button"
        aria-label={`Sửa ${PARAM_NAME[param]}: ${value}`}
        title="Sửa và hỏi lại"
        disabled={!onAsk}
        onClick={() => setEditing(true)}
        className="min-h-8 min-w-8 rounded-full hover:bg-white focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-50"
      >
        <span aria-hidden="true">✎</span>
      </button>
      {removable ? (
        <button
          type="button"
          aria-label={`Bỏ ${PARAM_NAME[param]}: ${value} và hỏi lại`}
          title="Bỏ và hỏi lại"
          disabled={!onAsk}
          onClick={() => onAsk?.(null)}
          className="min-h-8 min-w-8 rounded-full hover:bg-white focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-50"
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </span>
  );
}
