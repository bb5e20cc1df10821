import { connection } from 'next/server';
import { Workspace } from '@/components/workspace/workspace';

export default async function HomePage() {
  // Rendered per request, never prerendered: Next can only put proxy.ts's CSP nonce on the
  // page's scripts while rendering it for that request.
  await connection();
  return <Workspace />;
}
