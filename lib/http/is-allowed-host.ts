/**
 * Whether the request's Host is one the server answers to (ALLOWED_HOSTS), as the Host header
 * carries it: a name, or a name and port (`thuoc.example.vn`, `10.0.0.5:3000`), any case. With
 * no list every Host is taken. A page under an attacker's name that DNS rebinding points at this
 * server sends that name as Host, and is refused here before any route runs.
 */
export function isAllowedHost(
  host: string | null,
  allowed: readonly string[] | undefined,
): boolean {
  if (!allowed) return true;
  if (!host) return false;
  return allowed.includes(host.trim().toLowerCase());
}

/**
 * Probes come from the balancer or the orchestrator, often by the instance's own address, and
 * say nothing about the book: they answer whatever Host they are sent with.
 */
export function isProbe(pathname: string): boolean {
  return pathname === '/api/health' || pathname === '/api/ready';
}
