import { useParams } from 'react-router';
import { StoryPage } from '@/features/stories/components/story-page';

/** /app/raw-af/story/{slug}: a shared story, signed-in only (spec section 2). */
export default function StoryRoute() {
  const { slug = '' } = useParams();
  return (
    <>
      <title>Story · Blaze</title>
      <StoryPage key={slug} slug={slug} />
    </>
  );
}
