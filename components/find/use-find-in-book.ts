'use client';

import { useEffect, useState } from 'react';
import { findResultSchema, type FindResult } from '@/lib/schema/find';

/** Pause after the last keystroke before asking the server. */
const DEBOUNCE_MS = 200;

export type FindState =
  | { status: 'idle' }
  | { status: 'loading'; result: FindResult | null }
  | { status: 'done'; result: FindResult }
  | { status: 'error'; message: string };

/** GET /api/find for the text typed, debounced; the previous result stays shown while loading. */
export function useFindInBook(query: string): FindState {
  const [state, setState] = useState<FindState>({ status: 'idle' });
  const text = query.trim();
  const [asked, setAsked] = useState(text);
  if (asked !== text) {
    setAsked(text);
    setState((prev) =>
      text.length < 2
        ? { status: 'idle' }
        : { status: 'loading', result: prev.status === 'done' ? prev.result : null },
    );
  }
  useEffect(() => {
    if (text.length < 2) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/find?q=${encodeURIComponent(text)}`, { signal: abort.signal })
        .then(async (res) => {
          const body: unknown = await res.json();
          if (!res.ok) {
            const message = (body as { error?: { message?: string } }).error?.message;
            throw new Error(message ?? 'Không tìm được trong sách. Hãy thử lại.');
          }
          setState({ status: 'done', result: findResultSchema.parse(body) });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          setState({
            status: 'error',
            message:
              error instanceof Error && /[À-ỹ]/u.test(error.message)
                ? error.message
                : 'Không tìm được trong sách. Hãy thử lại.',
          });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [text]);
  return state;
}
