import { useNavigate } from 'react-router';
import { CircleDashed } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/status-screen';
import { UnavailableState } from '@/components/unavailable-state';
import { useStoryBySlug } from '@/features/stories/api/get-story-by-slug';
import { StoryPlayer } from '@/features/stories/components/story-player';

/** /app/raw-af/story/{slug}: one story from a shared link; gone once expired or for a blocked member. */
export function StoryPage({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const story = useStoryBySlug(slug);
  const close = () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(paths.dashboard.to());
  };

  if (story.isPending) return <PageLoading />;
  if (story.isError)
    return (
      <UnavailableState
        error={story.error}
        icon={<CircleDashed aria-hidden className="size-8" />}
        unavailable={{
          title: 'This story is no longer available',
          description: 'Stories last 24 hours, and the member may have removed it.',
        }}
        failedTitle="We couldn't load this story"
        onRetry={() => void story.refetch()}
        back={{ to: paths.dashboard.to(), label: 'Back to the dashboard' }}
        className="pt-10"
      />
    );
  return (
    <StoryPlayer
      stories={[story.data]}
      onNextGroup={close}
      onPrevGroup={() => undefined}
      onClose={close}
    />
  );
}
