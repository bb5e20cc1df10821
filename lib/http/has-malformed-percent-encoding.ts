/**
 * True when a path's percent-encoding cannot be decoded as UTF-8 (`%ff`, a lone `%`, the
 * overlong `%c0%ae`): Next decodes route params itself and answered these with a 500.
 */
export function hasMalformedPercentEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
