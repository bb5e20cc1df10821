import type { Locator, Page } from '@playwright/test';
import { formatPatientChips } from '@/components/chat/format-patient-chips';
import { answerResponseSchema } from '@/lib/schema/answer';
import { API_MODE, expect, test } from './fixtures/test';
import { seriousAxeViolations } from './fixtures/run-axe';
import { SCENARIOS } from './fixtures/scenarios';

/**
 * Issue 38: the patient as the question was read, shown as chips that re-ask when edited, and
 * the Cockcroft–Gault calculator. Live only: the mock's canned answers carry no patient.
 */
const RENAL_PATIENT = 'Liều gentamicin cho bệnh nhân nam 75 tuổi, 60 kg, Clcr 30 ml/phút?';
const UNREAD_CREATININE = 'Liều gentamicin khi creatinin máu 2,1?';

const chipsOf = (answer: Locator) =>
  answer
    .getByTestId('patient-chip')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-param'), e.getAttribute('data-value')]),
    );

async function fillCalculator(
  page: Page,
  v: { age: string; weight: string; scr: string; sex?: string; unit?: string },
): Promise<Locator> {
  const calc = page.getByTestId('crcl-calculator');
  await calc.getByTestId('crcl-age').fill(v.age);
  await calc.getByTestId('crcl-weight').fill(v.weight);
  await calc.getByTestId('crcl-sex').selectOption(v.sex ?? 'male');
  await calc.getByTestId('crcl-scr-unit').selectOption(v.unit ?? 'mg/dl');
  await calc.getByTestId('crcl-scr').fill(v.scr);
  return calc;
}

test.describe('the patient on the page', () => {
  test.skip(API_MODE === 'mock', 'the mock API answers carry no patient');

  test('[CHIPS] the chips are the parameters the question was read as', async ({ chat, page }) => {
    await chat.goto();
    const card = await chat.ask(RENAL_PATIENT);
    expect(await chipsOf(card.root)).toEqual([
      ['renal', 'Clcr 30 ml/phút'],
      ['age_years', '75 tuổi'],
      ['weight_kg', '60 kg'],
      ['sex', 'nam'],
    ]);
    // The same as the API's own reading of the question, chip for chip.
    const response = await page.request.post('/api/answer', { data: { question: RENAL_PATIENT } });
    const answer = answerResponseSchema.parse(await response.json());
    expect(answer.patient).toBeDefined();
    expect(await chipsOf(card.root)).toEqual(
      formatPatientChips(answer.patient!).map((c) => [c.param, c.value]),
    );
  });

  test('[CHIPS] a value named but not read is shown as not read', async ({ chat }) => {
    await chat.goto();
    const card = await chat.ask(UNREAD_CREATININE);
    const unread = card.root.getByTestId('patient-chip-unread');
    await expect(unread).toHaveCount(1);
    await expect(unread).toHaveAttribute('data-param', 'serum_creatinine');
    await expect(unread).toContainText('không đọc được: creatinin máu 2,1');
  });

  test('[CHIPS] editing a chip re-asks with the edited value; removing one re-asks without it', async ({
    chat,
    page,
  }) => {
    await chat.goto();
    const first = await chat.ask(RENAL_PATIENT);
    const renal = first.root.locator('[data-testid="patient-chip"][data-param="renal"]');
    await renal.getByRole('button', { name: /^Sửa/ }).click();
    await first.root.getByTestId('patient-chip-input').fill('Clcr 50 ml/phút');
    await first.root.getByRole('button', { name: 'Hỏi lại', exact: true }).click();
    await expect(chat.answers).toHaveCount(2);
    const second = chat.answer(1);
    await second.waitDone();
    await expect(page.getByLabel('Câu hỏi', { exact: true }).last()).toHaveText(
      'Liều gentamicin cho bệnh nhân nam 75 tuổi, 60 kg, Clcr 50 ml/phút?',
    );
    await expect(
      second.root.locator('[data-testid="patient-chip"][data-param="renal"]'),
    ).toHaveAttribute('data-value', 'Clcr 50 ml/phút');

    await second.root
      .locator('[data-testid="patient-chip"][data-param="weight_kg"]')
      .getByRole('button', { name: /^Bỏ/ })
      .click();
    await expect(chat.answers).toHaveCount(3);
    const third = chat.answer(2);
    await third.waitDone();
    await expect(page.getByLabel('Câu hỏi', { exact: true }).last()).toHaveText(
      'Liều gentamicin cho bệnh nhân nam 75 tuổi, Clcr 50 ml/phút?',
    );
    expect((await chipsOf(third.root)).map(([param]) => param)).toEqual([
      'renal',
      'age_years',
      'sex',
    ]);
  });

  test('[CALCULATOR] Cockcroft–Gault from the toolbar: 48.6 for a man, 41.3 for a woman, the same in µmol/l', async ({
    chat,
    page,
  }) => {
    await chat.goto();
    const toggle = page.getByTestId('crcl-calculator-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const calc = await fillCalculator(page, { age: '70', weight: '60', scr: '1,2' });
    const result = calc.getByTestId('crcl-result');
    await expect(result).toHaveAttribute('data-value', '48.6');
    await expect(result).toHaveText('48,6 ml/phút');
    await calc.getByTestId('crcl-sex').selectOption('female');
    await expect(result).toHaveAttribute('data-value', '41.3');
    await calc.getByTestId('crcl-sex').selectOption('male');
    await calc.getByTestId('crcl-scr-unit').selectOption('umol/l');
    await calc.getByTestId('crcl-scr').fill('106');
    await expect(result).toHaveAttribute('data-value', '48.6');
    await expect(calc).toContainText('eGFR (ml/phút/1,73 m²) không phải là độ thanh thải');
    await expect(calc).toContainText('khoảng và dòng bảng của sách mới quyết định liều');
  });

  test('[CALCULATOR] bad input gets a Vietnamese message and no result', async ({ chat, page }) => {
    await chat.goto();
    await page.getByTestId('crcl-calculator-toggle').click();
    const calc = page.getByTestId('crcl-calculator');
    for (const [values, message] of [
      [{ age: '0', weight: '60', scr: '1,2' }, 'Tuổi phải từ 18 đến 120'],
      [{ age: '121', weight: '60', scr: '1,2' }, 'Tuổi phải từ 18 đến 120'],
      [{ age: '70', weight: '500', scr: '1,2' }, 'Cân nặng phải từ 20 đến 300 kg'],
      [{ age: '70', weight: '60', scr: '0' }, 'Creatinin huyết thanh phải từ 0,1 đến 20 mg/dl'],
      [{ age: 'abc', weight: '60', scr: '1,2' }, 'không phải là số'],
    ] as const) {
      await fillCalculator(page, values);
      await expect(calc.getByTestId('crcl-error')).toBeVisible();
      await expect(calc).toContainText(message);
      await expect(calc.getByTestId('crcl-result')).toHaveCount(0);
      await expect(calc.getByTestId('crcl-apply')).toBeDisabled();
    }
  });

  test('[CALCULATOR] opened from an answer citing a clearance band, beside the book’s formula; apply re-asks with the value as a chip', async ({
    chat,
    page,
  }) => {
    await chat.goto();
    const card = await chat.ask(RENAL_PATIENT);
    await card.root.getByTestId('crcl-open').click();
    const calc = page.getByTestId('crcl-calculator');
    // The question's own values are filled in; the book's Cockcroft–Gault crop is beside them.
    await expect(calc.getByTestId('crcl-age')).toHaveValue('75');
    await expect(calc.getByTestId('crcl-weight')).toHaveValue('60');
    await expect(calc.getByRole('img', { name: /Ảnh chụp công thức từ sách/ })).toBeVisible();
    await calc.getByTestId('crcl-age').fill('70');
    await calc.getByTestId('crcl-scr').fill('1,2');
    await expect(calc.getByTestId('crcl-result')).toHaveAttribute('data-value', '48.6');
    await calc.getByTestId('crcl-apply').click();
    await expect(calc).toHaveCount(0);
    await expect(chat.answers).toHaveCount(2);
    const next = chat.answer(1);
    await next.waitDone();
    await expect(page.getByLabel('Câu hỏi', { exact: true }).last()).toHaveText(
      'Liều gentamicin cho bệnh nhân nam 75 tuổi, 60 kg, Clcr 48,6 ml/phút?',
    );
    await expect(
      next.root.locator('[data-testid="patient-chip"][data-param="renal"]'),
    ).toHaveAttribute('data-value', 'Clcr 48,6 ml/phút');
  });

  test('[CHIPS] the crop says once that it is the book’s picture', async ({ chat }) => {
    await chat.goto();
    const card = await chat.ask(SCENARIOS.renalTable.question);
    await expect(card.crops.first()).toBeVisible();
    await expect(card.root.getByTestId('crop-explain')).toHaveCount(1);
    const text = await card.answerText();
    expect(text).not.toContain('xem ảnh chụp');
  });
});

test.describe('the patient on a phone (390 × 844)', () => {
  test.skip(API_MODE === 'mock', 'the mock API answers carry no patient');
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone layout: runs in the mobile project');
  });

  test('[MOBILE] an arriving answer is scrolled to its start: its first line and its warning are in view', async ({
    chat,
  }) => {
    await chat.goto();
    await chat.ask(SCENARIOS.dose.question);
    const card = await chat.ask(RENAL_PATIENT);
    // The answer is taller than the chat's view (its end, the actions, is out of it): scrolled
    // to its end, as before issue 38, its first line would be out of view.
    await expect(card.root.getByRole('button', { name: 'Sao chép' })).not.toBeInViewport();
    await expect(card.paragraphs.first()).toBeInViewport();
    await expect(card.root.getByTestId('patient-chip').first()).toBeInViewport();
    const warning = card.notices.first();
    if ((await warning.count()) > 0) await expect(warning).toBeInViewport();
  });

  test('[MOBILE] chips and calculator work at 390 px and axe finds nothing serious', async ({
    chat,
    page,
  }) => {
    await chat.goto();
    const card = await chat.ask(RENAL_PATIENT);
    await expect(card.root.getByTestId('patient-chip')).toHaveCount(4);
    for (const chip of await card.root.getByTestId('patient-chip').all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x + box.width, 'chip fits the phone width').toBeLessThanOrEqual(390);
    }
    await page.getByTestId('crcl-calculator-toggle').click();
    const calc = await fillCalculator(page, { age: '70', weight: '60', scr: '1,2' });
    await expect(calc.getByTestId('crcl-result')).toHaveAttribute('data-value', '48.6');
    const apply = (await calc.getByTestId('crcl-apply').boundingBox())!;
    expect(apply.x + apply.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await calc.getByTestId('crcl-apply').click();
    await expect(chat.answers).toHaveCount(2);
    await chat.answer(1).waitDone();
    await expect(
      chat.answer(1).root.locator('[data-testid="patient-chip"][data-param="renal"]'),
    ).toHaveAttribute('data-value', 'Clcr 48,6 ml/phút');
    await expect(chat.answer(1).paragraphs.first()).toBeInViewport();
  });

  test('[MOBILE] the book toolbar fits 390 px: no control is cut off', async ({ chat, page }) => {
    await chat.goto();
    await page.getByRole('button', { name: 'Mở sách' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Điều khiển sách' });
    await expect(toolbar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Phóng to' })).toBeVisible();
    for (const control of await toolbar.locator('button, input, output').all()) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      expect(box.x, 'starts on screen').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'ends on screen').toBeLessThanOrEqual(390);
    }
  });
});
