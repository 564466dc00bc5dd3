import { useParams } from 'react-router';
import { PostDetailScreen } from '@/features/post-detail/components/post-detail-screen';

/** /app/post/:postId: one post, opened from search or activity. */
export default function PostRoute() {
  const { postId = '' } = useParams();
  return <PostDetailScreen postId={postId} />;
}
