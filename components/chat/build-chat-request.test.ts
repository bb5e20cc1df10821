import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_TURNS, QUESTION_MAX_CHARS, type ChatMessage } from '@/lib/schema/chat-message';
import { buildChatRequest } from './build-chat-request';
import { makeAnswer } from './testing/make-answer';

const user = (id: string, text: string): ChatMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text }],
});
const assistant = (id: string, text: string, answer?: string): ChatMessage => ({
  id,
  role: 'assistant',
  parts: [
    { type: 'text', text },
    ...(answer === undefined
      ? []
      : [{ type: 'data-answer' as const, data: makeAnswer({ answer }) }]),
  ],
});

describe('buildChatRequest', () => {
  it.each<
    [string, ChatMessage[], { question: string; history: { role: string; content: string }[] }]
  >([
    [
      'first question',
      [user('1', 'Liều amoxicilin cho trẻ em?')],
      { question: 'Liều amoxicilin cho trẻ em?', history: [] },
    ],
    [
      'a follow-up carries the earlier turns, the answer text from data-answer',
      [
        user('1', 'Liều amoxicilin cho trẻ em?'),
        assistant('2', 'preview', 'Trẻ em: 25 mg/kg/ngày [1].'),
        user('3', 'Còn chống chỉ định?'),
      ],
      {
        question: 'Còn chống chỉ định?',
        history: [
          { role: 'user', content: 'Liều amoxicilin cho trẻ em?' },
          { role: 'assistant', content: 'Trẻ em: 25 mg/kg/ngày [1].' },
        ],
      },
    ],
    [
      'an assistant turn without data-answer sends its text',
      [user('1', 'A?'), assistant('2', 'Văn bản'), user('3', 'B?')],
      {
        question: 'B?',
        history: [
          { role: 'user', content: 'A?' },
          { role: 'assistant', content: 'Văn bản' },
        ],
      },
    ],
    [
      'a failed (empty) assistant turn is dropped',
      [user('1', 'A?'), assistant('2', ''), user('3', 'A?')],
      { question: 'A?', history: [{ role: 'user', content: 'A?' }] },
    ],
    [
      'regenerate: the last user message is the question even after an assistant turn',
      [user('1', 'A?'), assistant('2', 'x', 'Trả lời')],
      { question: 'A?', history: [] },
    ],
    ['no user message', [], { question: '', history: [] }],
  ])('%s', (_name, messages, expected) => {
    expect(buildChatRequest(messages)).toEqual(expected);
  });

  it('keeps the newest turns within the server limit', () => {
    const messages: ChatMessage[] = [];
    for (let i = 0; i < 30; i++) {
      messages.push(user(`u${i}`, `Q${i}`), assistant(`a${i}`, '', `A${i}`));
    }
    messages.push(user('last', 'Cuối?'));
    const body = buildChatRequest(messages);
    expect(body.history).toHaveLength(HISTORY_MAX_TURNS);
    expect(body.history.at(-1)).toEqual({ role: 'assistant', content: 'A29' });
  });

  it('cuts an over-long question to what the server accepts', () => {
    const body = buildChatRequest([user('1', 'x'.repeat(QUESTION_MAX_CHARS + 50))]);
    expect(body.question).toHaveLength(QUESTION_MAX_CHARS);
  });
});
