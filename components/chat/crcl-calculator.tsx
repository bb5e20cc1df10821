'use client';

import { useId, useState, type ReactNode } from 'react';
import {
  computeCreatinineClearance,
  formatClearance,
  type CrclField,
  type CrclInput,
  type CrclScrUnit,
  type CrclSex,
} from '@/lib/clinical/compute-creatinine-clearance';
import type { AnswerAttachment } from '@/lib/schema/citation';

/** What the calculator opens with: the patient's values as the last question was read. */
export type CrclStart = Partial<CrclInput>;

const INPUT =
  'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-2 text-base focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * The creatinine-clearance calculator (issue 38 item 2): Cockcroft–Gault as the book prints it
 * (lib/clinical/compute-creatinine-clearance.ts), beside the book's own formula crop when the
 * answer showed one. "Đưa vào câu hỏi" carries the value in as the question's clearance and
 * re-asks. A bad value gets a message and no number.
 */
export function CrclCalculator({
  id,
  start,
  formula,
  canApply,
  onApply,
  onClose,
  onOpenAttachment,
}: {
  id: string;
  start: CrclStart;
  /** The book's Cockcroft–Gault crop from the answer it was opened from, if any. */
  formula: AnswerAttachment | null;
  /** False while an answer is on its way. */
  canApply: boolean;
  /** The clearance as a chip's words ("Clcr 48,6 ml/phút"). */
  onApply: (chip: string) => void;
  onClose: () => void;
  onOpenAttachment: (attachment: AnswerAttachment) => void;
}) {
  const [age, setAge] = useState(start.age ?? '');
  const [weight, setWeight] = useState(start.weight ?? '');
  const [scr, setScr] = useState(start.scr ?? '');
  const [sex, setSex] = useState<CrclSex>(start.sex ?? 'male');
  const [unit, setUnit] = useState<CrclScrUnit>(start.unit ?? 'mg/dl');
  const ids = { age: useId(), weight: useId(), scr: useId(), sex: useId(), unit: useId() };
  const headingId = useId();

  const result = computeCreatinineClearance({ age, weight, scr, sex, unit });
  const typed: Record<CrclField, string> = { age, weight, scr };
  // A field left empty is not an error until the others are filled.
  const allTyped = age.trim() !== '' && weight.trim() !== '' && scr.trim() !== '';
  const errors = result.ok
    ? []
    : result.errors.filter((e) => allTyped || typed[e.field].trim() !== '');
  const errorOf = (field: CrclField) => errors.find((e) => e.field === field);
  const invalid = (field: CrclField) =>
    errorOf(field)
      ? { 'aria-invalid': true, 'aria-describedby': `${ids[field]}-error` }
      : { 'aria-invalid': false };

  return (
    <section
      id={id}
      data-testid="crcl-calculator"
      aria-labelledby={headingId}
      className="border-b border-stone-300 bg-white px-4 py-3"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-stone-900">
          Độ thanh thải creatinin (Cockcroft–Gault)
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 shrink-0 rounded-lg border border-stone-400 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          Đóng
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-4">
        <form
          className="grid min-w-0 flex-1 basis-64 grid-cols-2 gap-x-3 gap-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (result.ok && canApply) onApply(`Clcr ${formatClearance(result.rounded)} ml/phút`);
          }}
        >
          <Field id={ids.age} label="Tuổi (năm)" error={errorOf('age')?.message}>
            <input
              id={ids.age}
              data-testid="crcl-age"
              inputMode="decimal"
              {...invalid('age')}
              value={age}
              onChange={(e) => setAge(e.currentTarget.value)}
              className={INPUT}
            />
          </Field>
          <Field id={ids.weight} label="Cân nặng (kg)" error={errorOf('weight')?.message}>
            <input
              id={ids.weight}
              data-testid="crcl-weight"
              inputMode="decimal"
              {...invalid('weight')}
              value={weight}
              onChange={(e) => setWeight(e.currentTarget.value)}
              className={INPUT}
            />
          </Field>
          <Field id={ids.scr} label="Creatinin huyết thanh" error={errorOf('scr')?.message}>
            <input
              id={ids.scr}
              data-testid="crcl-scr"
              inputMode="decimal"
              {...invalid('scr')}
              value={scr}
              onChange={(e) => setScr(e.currentTarget.value)}
              className={INPUT}
            />
          </Field>
          <Field id={ids.unit} label="Đơn vị creatinin">
            <select
              id={ids.unit}
              data-testid="crcl-scr-unit"
              value={unit}
              onChange={(e) => setUnit(e.currentTarget.value as CrclScrUnit)}
              className={INPUT}
            >
              <option value="mg/dl">mg/dl</option>
              <option value="umol/l">µmol/l (÷ 88,4)</option>
            </select>
          </Field>
          <Field id={ids.sex} label="Giới">
            <select
              id={ids.sex}
              data-testid="crcl-sex"
              value={sex}
              onChange={(e) => setSex(e.currentTarget.value as CrclSex)}
              className={INPUT}
            >
              <option value="male">Nam</option>
              <option value="female">Nữ (× 0,85)</option>
            </select>
          </Field>
          <div className="flex min-w-0 flex-col justify-end pb-2" aria-live="polite">
            {result.ok ? (
              <p className="text-stone-900">
                Clcr ≈{' '}
                <output
                  data-testid="crcl-result"
                  data-value={result.rounded.toFixed(1)}
                  className="text-lg font-semibold"
                >
                  {formatClearance(result.rounded)} ml/phút
                </output>
              </p>
            ) : !allTyped && errors.length === 0 ? (
              <p className="text-sm text-stone-700">
                Nhập tuổi, cân nặng và creatinin huyết thanh.
              </p>
            ) : null}
            {errors.length > 0 ? (
              <p data-testid="crcl-error" role="alert" className="text-sm text-red-800">
                Chưa tính được: sửa {errors.length > 1 ? 'các ô' : 'ô'} được đánh dấu.
              </p>
            ) : null}
          </div>
          <div className="col-span-2 flex flex-wrap items-center gap-2">
            <button
              type="submit"
              data-testid="crcl-apply"
              disabled={!result.ok || !canApply}
              className="min-h-11 rounded-lg bg-teal-800 px-3 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-stone-400"
            >
              Đưa vào câu hỏi và hỏi lại
            </button>
          </div>
        </form>
        <div className="min-w-0 flex-1 basis-56 text-sm text-stone-800">
          {formula ? (
            <figure className="overflow-hidden rounded-lg border-2 border-amber-500">
              {/* eslint-disable-next-line @next/next/no-img-element -- the crop at its own size, as in attachment-crop.tsx */}
              <img
                src={formula.crop_url}
                alt={`Ảnh chụp công thức từ sách, trang in ${formula.printed_page}: ${formula.drug_name} — ${formula.section_display_name}`}
                className="block h-auto max-w-full bg-white"
              />
              <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-amber-300 bg-amber-50 px-2 py-1">
                <span>Công thức như sách in · tr. {formula.printed_page}</span>
                <button
                  type="button"
                  onClick={() => onOpenAttachment(formula)}
                  className="min-h-8 rounded border border-amber-700 bg-white px-2 font-medium text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
                >
                  Mở trang {formula.printed_page}
                </button>
              </figcaption>
            </figure>
          ) : (
            <p>
              Công thức dùng ở đây: Clcr (ml/phút) = (140 − tuổi) × cân nặng (kg) / (72 × creatinin
              huyết thanh mg/dl); nữ nhân 0,85. Hỏi về một thuốc có bảng chỉnh liều theo Clcr để xem
              công thức như sách in.
            </p>
          )}
          <p className="mt-2 rounded-md border-l-4 border-sky-700 bg-sky-50 px-2 py-1 text-sky-950">
            eGFR (ml/phút/1,73 m²) không phải là độ thanh thải creatinin Cockcroft–Gault mà các
            khoảng Clcr trong sách dùng. Con số này chỉ để đối chiếu: khoảng và dòng bảng của sách
            mới quyết định liều.
          </p>
        </div>
      </div>
    </section>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
