import 'server-only';
import type { LanguageModel } from 'ai';
import type { AnswerResponse, Notice } from '@/lib/schema/answer';
import type { Block } from '@/lib/schema/block';
import type { HistoryTurn } from '@/lib/schema/chat-message';
import { abstain } from '@/lib/answer/policy/abstain';
import { applyAnswerPolicy } from '@/lib/answer/policy/apply-answer-policy';
import { toAnswerResponse } from '@/lib/answer/policy/to-answer-response';
import type { AnswerDraft, PolicyResult } from '@/lib/answer/policy/answer-draft';
import { cropUrlFor } from '@/lib/index/load-blocks';
import {
  retrieveChunks,
  type RetrievalContext,
  type RetrievalResult,
} from '@/lib/retrieval/retrieve-chunks';
import { readPatientParameters } from '@/lib/retrieval/read-patient-parameters';
import { describeMissingSection } from './describe-missing-section';
import { draftExtractiveAnswer } from './extractive/draft-extractive-answer';
import { draftLlmAnswer } from './llm/draft-llm-answer';

export interface AnswerDeps {
  retrieval: RetrievalContext;
  blocks: ReadonlyMap<string, Block>;
  /** The optional LLM; null → extractive. */
  model: LanguageModel | null;
  llmTimeoutMs?: number;
}

/** Why the book gives no answer, said so a clinician knows what to change. */
function outcomeNotice(result: RetrievalResult): Notice | null {
  const u = result.understanding;
  switch (result.outcome) {
    case 'unknown_drug':
      return {
        code: 'not_found',
        message: `Dược thư không có chuyên luận về “${u.otherDrugTerms.join('”, “')}”. Câu trả lời không dùng kiến thức ngoài sách.`,
      };
    case 'no_drug':
      return {
        code: 'question_adjusted',
        message:
          'Câu hỏi chưa nêu tên một thuốc có trong Dược thư. Hãy ghi rõ tên thuốc (tên chung hoặc biệt dược).',
      };
    case 'bad_query':
      return {
        code: 'question_adjusted',
        message:
          'Không hiểu được câu hỏi. Hãy hỏi bằng tiếng Việt, nêu tên thuốc và điều cần biết (ví dụ: liều, chống chỉ định).',
      };
    default:
      return null;
  }
}

function withNotices(response: AnswerResponse, extra: Notice[]): AnswerResponse {
  return extra.length ? { ...response, notices: [...extra, ...response.notices] } : response;
}

/**
 * One question → one answer that has passed the policy. Retrieval decides what the book says;
 * the LLM (when configured) or the extractive answerer drafts; the policy removes what is not
 * grounded and adds the crops of lifted tables. Unreachable, slow or malformed LLM output falls
 * back to the extractive draft, with a notice.
 */
export async function answerQuestion(
  question: string,
  history: readonly HistoryTurn[],
  deps: AnswerDeps,
): Promise<AnswerResponse> {
  const retrieval = await retrieveChunks(question, history, deps.retrieval, { limit: 8 });
  const notices: Notice[] = [];
  if (retrieval.understanding.issues.includes('too_long')) {
    notices.push({
      code: 'question_adjusted',
      message: 'Câu hỏi quá dài nên chỉ phần đầu được dùng để tra cứu.',
    });
  }
  const outcome = outcomeNotice(retrieval);
  if (outcome) {
    const response = toAnswerResponse(abstain(), 'extractive');
    const extra = [...notices, outcome];
    // The `not_found` notice already says the same thing for an unknown drug: keep the specific one.
    const rest =
      outcome.code === 'not_found'
        ? response.notices.filter((n) => n.code !== 'not_found')
        : response.notices;
    return { ...response, notices: [...extra, ...rest] };
  }

  const chunks = retrieval.chunks.map((r) => r.chunk);
  // The patient in the question (issue 9): read once, matched against every band the answer
  // proposes, whoever drafts it.
  const patient = readPatientParameters(retrieval.understanding.normalized);
  const policyOptions = {
    cropUrl: (id: string) => (deps.blocks.has(id) ? cropUrlFor(id) : null),
    blockRegions: (id: string) => deps.blocks.get(id)?.regions ?? null,
    patient,
  };
  const extractive = (): PolicyResult =>
    applyAnswerPolicy(
      draftExtractiveAnswer(retrieval.understanding, retrieval.chunks, patient),
      chunks,
      policyOptions,
    );

  if (deps.model) {
    let draft: AnswerDraft | null = null;
    try {
      draft = await draftLlmAnswer(deps.model, retrieval.understanding.normalized, chunks, {
        timeoutMs: deps.llmTimeoutMs,
        patient,
      });
    } catch (error) {
      console.warn('[answer] LLM unavailable, extractive fallback:', (error as Error).message);
    }
    if (draft) {
      const result = applyAnswerPolicy(draft, chunks, policyOptions);
      if (result.form === 'answer') return withNotices(toAnswerResponse(result, 'llm'), notices);
      // The model found nothing the policy could keep — only crops, or nothing (issue 11 item
      // 7: a reply of crops alone had no sentences and no notice): the book's own sentences are
      // shown, with the fallback notice.
    }
    notices.push({
      code: 'llm_fallback',
      message: draft
        ? 'Mô hình ngôn ngữ không đưa ra được câu trả lời có căn cứ; dưới đây là các câu trích nguyên văn từ sách.'
        : 'Không dùng được mô hình ngôn ngữ lúc này; dưới đây là các câu trích nguyên văn từ sách.',
    });
  }
  const result = extractive();
  const missing = result.form === 'not_found' ? describeMissingSection(retrieval) : null;
  return withNotices(
    toAnswerResponse(result, 'extractive'),
    missing ? [...notices, missing] : notices,
  );
}
