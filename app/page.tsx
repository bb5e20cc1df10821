import { Workspace } from '@/components/workspace/workspace';

export default function HomePage() {
  return <Workspace />;
}
