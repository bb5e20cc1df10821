/**
 * The balancer bench:cluster puts in front of its instances, as a hospital would run one:
 * round robin, an HTTP health check on the readiness probe (or `/` on a build without one),
 * and retries on another instance when a request never reached a live one. Pure: the text of
 * haproxy.cfg; docs/DEPLOY.md shows the same settings.
 */
export interface HaproxyConfigOptions {
  /** Where clients connect (127.0.0.1:port). */
  port: number;
  /** The instances, 127.0.0.1:port each. */
  backends: readonly number[];
  /** The path the health check GETs: /api/ready, or / when the build has no probe. */
  checkPath: string;
}

export function writeHaproxyConfig(options: HaproxyConfigOptions): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    // A check may wait for a busy instance: measured, a 500 ms check timeout (the default, the
    // `inter`) took both instances out under load, and every request got haproxy's own 503.
    '  timeout check 5s',
    // A request that failed to connect, or got no response at all from an instance going down,
    // is sent to the other one; a request an instance answered (even 503) is passed through.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '  option http-buffer-request',
    'frontend clinicians',
    `  bind 127.0.0.1:${options.port}`,
    // haproxy's own 503 (no instance ready) says when to retry, as the app's 503s do.
    '  http-after-response set-header Retry-After 5 if { status 503 } !{ res.hdr(retry-after) -m found }',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    `  option httpchk GET ${options.checkPath}`,
    '  http-check expect status 200',
    // Checked every second; out after 3 failures, back after 2 passes.
    '  default-server inter 1s fall 3 rise 2',
    ...options.backends.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}
