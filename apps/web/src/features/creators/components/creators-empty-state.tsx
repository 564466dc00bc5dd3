import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Raw AF's Creators tab with nothing to show yet. */
export function CreatorsEmptyState() {
  return (
    <EmptyState
      icon={<Sparkles aria-hidden />}
      title="No creator posts yet"
      actions={
        <Button asChild variant="secondary">
          <Link to={paths.settings.to()}>Become a creator</Link>
        </Button>
      }
    >
      Posts from members with a creator profile show here. Turn yours on in Settings.
    </EmptyState>
  );
}
