/**
 * The methods each route answers. Anything else gets 405 with `Allow` from proxy.ts before the
 * framework sees it: measured, `TRACE` on any route answered 500 from Next itself.
 */
const API_METHODS: [RegExp, readonly string[]][] = [
  [/^\/api\/(answer|chat|feedback)\/?$/, ['POST', 'OPTIONS']],
  [/^\/api\/review\/session\/?$/, ['POST', 'OPTIONS']],
  [/^\/api\/source\/?$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/api\/blocks\/[^/]+\/crop\/?$/, ['GET', 'HEAD', 'OPTIONS']],
];

/** Pages, static files and unknown paths (a 404 is the framework's to give). */
const DEFAULT_METHODS = ['GET', 'HEAD'] as const;

export function allowedMethods(pathname: string): readonly string[] {
  for (const [pattern, methods] of API_METHODS) if (pattern.test(pathname)) return methods;
  return DEFAULT_METHODS;
}
