import 'server-only';
import type { FeedbackStore } from './feedback-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a vote is past `retentionDays` at `now`. */
export function feedbackCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Deletes the votes older than FEEDBACK_RETENTION_DAYS: they hold clinicians' questions, which
 * may name a patient, and were kept forever before (issue 39). Returns how many went.
 */
export function purgeExpiredFeedback(
  store: FeedbackStore,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  return store.purgeOlderThan(feedbackCutoff(now, retentionDays));
}
