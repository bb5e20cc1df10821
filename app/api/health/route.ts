export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/health: liveness. The process answers HTTP; nothing of the index is read, so a
 * probe never restarts a server that is only loading or swapping (that is /api/ready's 503).
 */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
