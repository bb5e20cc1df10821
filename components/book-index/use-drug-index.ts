'use client';

import { useEffect, useState } from 'react';
import {
  drugIndexMatchSchema,
  drugIndexSchema,
  type DrugIndex,
  type DrugMatchHow,
} from '@/lib/schema/drug-index';

const DEBOUNCE_MS = 120;
const FAILED = 'Không tải được mục lục thuốc. Hãy thử tải lại trang.';

/** GET /api/drug-index once; null while loading; a Vietnamese message if it failed. */
export function useDrugIndex(): { index: DrugIndex | null; error: string | null } {
  const [index, setIndex] = useState<DrugIndex | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/drug-index')
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((body: unknown) => {
        if (live) setIndex(drugIndexSchema.parse(body));
      })
      .catch(() => {
        if (live) setError(FAILED);
      });
    return () => {
      live = false;
    };
  }, []);
  return { index, error };
}

/**
 * The drugs kept for a filter text (GET /api/drug-index/match, the chat's drug lexicon), by
 * drug_id with how each matched; null for an empty filter (everything shown) and, while the
 * first answer for a text is on its way, the previous answer.
 */
export function useDrugMatches(filter: string): {
  matches: ReadonlyMap<string, DrugMatchHow> | null;
  pending: boolean;
} {
  const text = filter.trim();
  const [answer, setAnswer] = useState<{
    text: string;
    matches: ReadonlyMap<string, DrugMatchHow>;
  } | null>(null);
  useEffect(() => {
    if (text === '') return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/drug-index/match?q=${encodeURIComponent(text)}`, { signal: abort.signal })
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
        .then((body: unknown) => {
          const parsed = drugIndexMatchSchema.parse(body);
          setAnswer({ text, matches: new Map(parsed.matches.map((m) => [m.drug_id, m.how])) });
        })
        .catch(() => {
          // Aborted by the next keystroke, or failed: the previous list stays.
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [text]);
  if (text === '') return { matches: null, pending: false };
  return { matches: answer?.matches ?? null, pending: answer?.text !== text };
}
