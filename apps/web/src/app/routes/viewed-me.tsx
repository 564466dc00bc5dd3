import { ViewedMeScreen } from '@/features/viewed-me/components/viewed-me-screen';

/** /app/viewed-me: who viewed my profile in the last 7 days (issue 15). */
export default function ViewedMeRoute() {
  return <ViewedMeScreen />;
}
