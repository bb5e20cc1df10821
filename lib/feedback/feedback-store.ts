import type { FeedbackRow, StoredFeedback } from '@/lib/schema/feedback';
import type { FeedbackCaps } from './insert-feedback';
import type { TakeResult, TokenBucketOptions } from './token-bucket';

export interface ListFeedbackOptions {
  vote?: 'up' | 'down';
  limit?: number;
}

/**
 * Where votes are kept: SQLite (one host, the default) or Postgres (DATABASE_URL, shared by
 * every instance). Both keep the same columns, the same caps with the same refusals, the same
 * all-clients rate limit and the same retention; feedback-store.contract.test.ts runs one set
 * of cases against both.
 */
export interface FeedbackStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Stores one vote within the caps (413 / 507 otherwise); returns its id. */
  insert(record: StoredFeedback, caps?: FeedbackCaps): Promise<number>;
  /** Votes, newest first, parsed back through the schema they were written with. */
  list(options?: ListFeedbackOptions): Promise<FeedbackRow[]>;
  /** Deletes votes created before `cutoff`; returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
  /**
   * One token from the bucket `bucket`, held in the database, so every process that writes to
   * it draws from the same bucket (TokenBucket's arithmetic, token-bucket.ts).
   */
  takeToken(bucket: string, options: TokenBucketOptions, nowMs: number): Promise<TakeResult>;
  /** The schema version the database is at (the number of migrations applied). */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;
}
