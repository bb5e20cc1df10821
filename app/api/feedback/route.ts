import { getEnv } from '@/lib/env';
import { toErrorResponse } from '@/lib/errors/app-error';
import { readJsonBody } from '@/lib/http/read-json-body';
import { appendFeedback } from './append-feedback';
import { feedbackRequestSchema } from './schema';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A thumbs up/down on one answer, kept with the question, answer and citations it judged. */
export async function POST(request: Request): Promise<Response> {
  try {
    const feedback = await readJsonBody(
      request,
      feedbackRequestSchema,
      'feedback',
      'Phản hồi không hợp lệ: cần câu hỏi, câu trả lời và lựa chọn hữu ích/không hữu ích.',
    );
    await appendFeedback(getEnv().INDEX_DIR, feedback);
    return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'feedback');
  }
}
