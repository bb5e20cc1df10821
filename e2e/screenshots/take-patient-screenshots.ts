/**
 * docs/screenshots/patient-desktop.png and patient-phone.png (issue 38): an answer with the
 * patient's chips and the creatinine-clearance calculator beside the book's formula, at 1440×900
 * and on a 390×844 phone, from a running app (real answers over the sample book, not the mock):
 *   npx tsx e2e/screenshots/take-patient-screenshots.ts [--base-url http://127.0.0.1:3000]
 */
import { parseArgs } from 'node:util';
import { chromium, expect, type Browser } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { CHROMIUM_PATH } from '../setup/ensure-chromium';

const baseURL = parseArgs({
  args: process.argv.slice(2),
  options: { 'base-url': { type: 'string', default: 'http://127.0.0.1:3000' } },
}).values['base-url'];

const QUESTION = 'Liều gentamicin cho bệnh nhân nam 75 tuổi, 60 kg, Clcr 30 ml/phút?';
// The Next dev-mode badge is not part of the product.
const HIDE_DEV_BADGE = 'nextjs-portal { display: none !important; }';

async function shoot(browser: Browser, phone: boolean): Promise<string> {
  const context = await browser.newContext(
    phone
      ? {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          baseURL,
        }
      : { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, baseURL },
  );
  const page = await context.newPage();
  const chat = new ChatPage(page);
  await chat.goto();
  await page.addStyleTag({ content: HIDE_DEV_BADGE });
  const card = await chat.ask(QUESTION);
  if (!phone) {
    // The book beside the answer: the formula's page.
    await card.root
      .getByRole('button', { name: /^Mở trang in \d+ trong sách$/ })
      .first()
      .click();
  }
  await card.root.getByTestId('crcl-open').click();
  const calc = page.getByTestId('crcl-calculator');
  await calc.getByTestId('crcl-scr').fill('1,2');
  await expect(calc.getByTestId('crcl-result')).toBeVisible();
  await calc.getByRole('img').waitFor();
  // The answer from its start: the chips above it in view beside the calculator.
  await card.root.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.mouse.move(0, 0);
  await page.waitForTimeout(800);
  const path = `docs/screenshots/patient-${phone ? 'phone' : 'desktop'}.png`;
  await page.screenshot({ path });
  await context.close();
  return path;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log(`${await shoot(browser, false)}, ${await shoot(browser, true)} written`);
} finally {
  await browser.close();
}
