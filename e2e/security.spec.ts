import { expect, test, API_MODE } from './fixtures/test';
import { SCENARIOS } from './fixtures/scenarios';

/**
 * The CSP as Chromium enforces it (issue 11 item 1): a whole session — ask, open a citation,
 * show a table's crop — must raise no `securitypolicyviolation`, and the policy must actually be
 * strict (nonce-only scripts), or a page that works only because nothing is enforced would pass.
 */
test.describe('security headers', () => {
  test.skip(API_MODE === 'mock', 'the CSP comes from the real server; E2E_API=mock has none');

  test('[SECURITY] the page is served with a nonce-only CSP, no framing and no referrer', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('[SECURITY] asking, opening a citation and showing a crop raise no CSP violation', async ({
    page,
    chat,
    viewer,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation(text: string): void })
          .__reportCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    await chat.goto();
    const answer = await chat.ask(SCENARIOS.renalTable.question);
    const crop = answer.crops.first();
    await expect(crop).toBeVisible();
    await expect
      .poll(() => crop.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);

    const chip = answer.citation(0);
    const pageNumber = Number(await chip.getAttribute('data-physical-page')) + 1;
    await chip.click();
    await viewer.expectCurrentPage(pageNumber);
    await viewer.waitRendered(pageNumber);
    await expect(viewer.highlights(pageNumber).first()).toBeVisible();

    await answer.openCrop(0);
    const cropPage = Number(await crop.getAttribute('data-physical-page')) + 1;
    await viewer.expectCurrentPage(cropPage);
    await viewer.waitRendered(cropPage);
    expect(violations).toEqual([]);
  });
});

/**
 * The edge (issue 39 item 6) on the shared server: refusals that drain no rate-limit bucket.
 * Those that need an environment of their own (ALLOWED_HOSTS, PUBLIC_ORIGIN) or drain a bucket
 * are in ops.spec.ts, on a server of that spec's own.
 */
test.describe('the edge', () => {
  test.skip(API_MODE === 'mock', 'the refusals are the real server’s');

  for (const route of ['/api/answer', '/api/chat']) {
    test(`[SECURITY] ${route} answers 415 to anything but JSON`, async ({ request }) => {
      const body = JSON.stringify({ question: 'liều metformin' });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
        const response = await request.post(route, {
          headers: { 'content-type': type },
          data: body,
        });
        expect(response.status(), `Content-Type ${JSON.stringify(type)}`).toBe(415);
      }
    });
  }

  test('[SECURITY] a write from the https origin is refused by the http server', async ({
    request,
    baseURL,
  }) => {
    const https = new URL(baseURL!);
    https.protocol = 'https:';
    const response = await request.post('/api/feedback', {
      headers: { 'content-type': 'application/json', origin: https.origin },
      data: '{}',
    });
    expect(response.status()).toBe(403);
  });

  test('[SECURITY] every method but GET and HEAD on build assets is 405', async ({
    request,
    page,
  }) => {
    await page.goto('/');
    const asset = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    expect((await request.get(asset!)).status()).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await request.fetch(asset!, { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD');
    }
  });

  test('[SECURITY] every response carries its request id', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
