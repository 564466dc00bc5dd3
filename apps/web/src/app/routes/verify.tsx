import { VerifyScreen } from '@/features/verification/components/verify-screen';

/** /app/verify: a random pose, a selfie copying it, and his verification state (decision 029). */
export default function VerifyRoute() {
  return <VerifyScreen />;
}
