'use client';

import { useEffect } from 'react';
import { formatPageHash, parsePageHash } from './parse-page-hash';

/**
 * `#page=N` in the address bar: it follows the page in view without adding history entries,
 * and a `#page=N` typed there later sends the viewer to physical page N.
 */
export function usePageHash(currentPage: number | null, goToPage: (page: number) => void): void {
  useEffect(() => {
    if (currentPage === null) return;
    if (parsePageHash(window.location.hash) === currentPage) return;
    window.history.replaceState(window.history.state, '', formatPageHash(currentPage));
  }, [currentPage]);

  useEffect(() => {
    const onHashChange = () => {
      const page = parsePageHash(window.location.hash);
      if (page !== null) goToPage(page);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [goToPage]);
}
