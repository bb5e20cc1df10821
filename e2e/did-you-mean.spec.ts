import { UI_MESSAGE_STREAM_HEADERS } from 'ai';
import type { AnswerResponse } from '@/lib/schema/answer';
import { answerToSse } from './fixtures/mock-api';
import { expect, test } from './fixtures/test';

/**
 * Issue 37, never a look-alike: a name close to two monographs (ISMP's hydralazine/hydroxyzine)
 * is asked back, "Ý bạn là: A? B?", and each choice is a button that asks the question again
 * with the typed name replaced. The answers are routed here so the spec runs the same against
 * the real server and the mock.
 */
const TYPED = 'hydraxyzin';
const QUESTION = `Liều ${TYPED} cho người lớn?`;

const askBack: AnswerResponse = {
  mode: 'extractive',
  answer: '',
  citations: [],
  attachments: [],
  notices: [
    {
      code: 'did_you_mean',
      message: `Dược thư không có thuốc tên “${TYPED}”. Ý bạn là: HYDROXYZIN? HYDRALAZIN?`,
      choices: ['HYDROXYZIN', 'HYDRALAZIN'],
      replaces: TYPED,
    },
  ],
};
const answered: AnswerResponse = {
  mode: 'extractive',
  answer: 'Không tìm thấy thông tin này trong Dược thư.',
  citations: [],
  attachments: [],
  notices: [{ code: 'not_found', message: 'Không tìm thấy thông tin này trong Dược thư.' }],
};

test('a "Ý bạn là" choice asks the question again with the chosen drug', async ({ page, chat }) => {
  const asked: string[] = [];
  await page.route('**/api/chat', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const { question } = route.request().postDataJSON() as { question: string };
    asked.push(question);
    return route.fulfill({
      status: 200,
      headers: { ...UI_MESSAGE_STREAM_HEADERS },
      body: await answerToSse(asked.length === 1 ? askBack : answered),
    });
  });
  await chat.goto();
  await chat.ask(QUESTION);

  const choices = page.getByTestId('did-you-mean-choice');
  await expect(choices).toHaveText(['HYDROXYZIN?', 'HYDRALAZIN?']);
  await choices.nth(1).click();

  await expect(chat.answers).toHaveCount(2);
  expect(asked).toEqual([QUESTION, 'Liều hydralazin cho người lớn?']);
});
