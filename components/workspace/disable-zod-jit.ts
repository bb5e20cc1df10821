import { z } from 'zod';

/**
 * Zod 4 probes `new Function('')` on its first object parse to decide whether it may compile
 * parsers. The CSP allows no eval (lib/http/security-headers.ts), so in the browser that probe
 * is itself a reported violation: e2e/security.spec.ts saw "script-src blocked eval" from it.
 * Parsing without the JIT is the same validation, only interpreted.
 */
z.config({ jitless: true });
