import { NoticesScreen } from '@/features/moderation/components/notices-screen';

/** /app/notices: statements of reasons and the outcomes of his reports (issue 17). */
export default function NoticesRoute() {
  return <NoticesScreen />;
}
