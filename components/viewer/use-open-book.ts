'use client';

import { useEffect, useState } from 'react';
import { BookLoadError } from './fetch-book-bytes';
import { openBook, type BookFile } from './open-book';

const COULD_NOT_OPEN = 'Không mở được sách PDF. Hãy thử tải lại trang.';

/**
 * The book at `fileUrl` for react-pdf: its first 64 KB and its size, then whatever pages pdf.js
 * asks for. `error` is what the reader is told when the book or a later chunk cannot be had.
 */
export function useOpenBook(fileUrl: string): { file: BookFile | null; error: string | null } {
  const [file, setFile] = useState<BookFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const fail = (reason: unknown) => {
      if (live) setError(reason instanceof BookLoadError ? reason.message : COULD_NOT_OPEN);
    };
    openBook(fileUrl, fail).then((opened) => {
      if (live) setFile(opened);
    }, fail);
    return () => {
      live = false;
    };
  }, [fileUrl]);
  return { file, error };
}
