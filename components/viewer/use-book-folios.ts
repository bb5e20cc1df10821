'use client';

import { useEffect, useState } from 'react';
import type { FolioMap } from '@/lib/book/find-printed-page';
import { bookInfoSchema } from '@/lib/schema/book';

/**
 * The served book's folio map (GET /api/book), index = PDF page − 1. Null until it arrives, and
 * null for good when the route fails: the page box then takes PDF pages only, as before.
 */
export function useBookFolios(): FolioMap | null {
  const [folios, setFolios] = useState<FolioMap | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/book')
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`/api/book ${res.status}`))))
      .then((body: unknown) => {
        if (live) setFolios(bookInfoSchema.parse(body).pages.map((p) => p.printed_page));
      })
      .catch(() => {
        // The viewer works without it; the toolbar shows "—" for every folio.
      });
    return () => {
      live = false;
    };
  }, []);
  return folios;
}
