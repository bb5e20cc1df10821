import { expect, type Locator, type Page } from '@playwright/test';
import { AnswerCard } from './answer-card';

/** The chat column: ask questions, read answers. Independent of how answers are produced. */
export class ChatPage {
  readonly input: Locator;
  readonly send: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByTestId('question-input');
    this.send = page.getByTestId('send');
    this.error = page.getByTestId('chat-error');
  }

  async goto(hash = ''): Promise<void> {
    await this.page.goto(`/${hash}`);
    await expect(this.input).toBeVisible();
  }

  get answers(): Locator {
    return this.page.getByTestId('answer');
  }

  answer(index: number): AnswerCard {
    return new AnswerCard(this.answers.nth(index));
  }

  last(): AnswerCard {
    return new AnswerCard(this.answers.last());
  }

  /** Types a question, sends it, and waits for its finished answer. */
  async ask(question: string): Promise<AnswerCard> {
    const before = await this.answers.count();
    await this.input.fill(question);
    await this.send.click();
    await expect(this.answers).toHaveCount(before + 1);
    const card = this.answer(before);
    await card.waitDone();
    return card;
  }

  /** Sends a question whose answer is expected to fail (no answer card waited for). */
  async askExpectingError(question: string): Promise<void> {
    await this.input.fill(question);
    await this.send.click();
    await expect(this.error).toBeVisible();
  }
}
