/**
 * docs/desktop.png and docs/mobile.png: an answer beside its highlighted page, on a 1440×900
 * desktop and on a Pixel 7, taken from a running app (real answers, not the e2e mock):
 *   npx tsx e2e/setup/take-screenshots.ts [--base-url http://127.0.0.1:3000]
 */
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser } from '@playwright/test';
import { BookViewer } from '../pages/book-viewer';
import { ChatPage } from '../pages/chat-page';
import { SCENARIOS } from '../fixtures/scenarios';
import { CHROMIUM_PATH } from './ensure-chromium';

const baseURL = parseArgs({
  args: process.argv.slice(2),
  options: { 'base-url': { type: 'string', default: 'http://127.0.0.1:3000' } },
}).values['base-url'];

// The Next dev-mode badge is not part of the product.
const HIDE_DEV_BADGE = 'nextjs-portal { display: none !important; }';

async function shoot(browser: Browser, mobile: boolean): Promise<void> {
  const context = await browser.newContext(
    mobile
      ? { ...devices['Pixel 7'], baseURL }
      : { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, baseURL },
  );
  const page = await context.newPage();
  const chat = new ChatPage(page);
  const viewer = new BookViewer(page);
  await chat.goto();
  await page.addStyleTag({ content: HIDE_DEV_BADGE });
  if (!mobile) await chat.ask(SCENARIOS.dose.question);
  const answer = await chat.ask(SCENARIOS.renalTable.question);
  const chip = answer.citation(0);
  const pageNumber = Number(await chip.getAttribute('data-physical-page')) + 1;
  await chip.click();
  await viewer.waitRendered(pageNumber);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: mobile ? 'docs/mobile.png' : 'docs/desktop.png' });
  await context.close();
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await shoot(browser, false);
  await shoot(browser, true);
  console.log('docs/desktop.png, docs/mobile.png written');
} finally {
  await browser.close();
}
