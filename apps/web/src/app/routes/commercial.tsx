import { CommercialHub } from '@/features/places/components/commercial-hub';

/**
 * /app/commercial, the Places tab. Its slots take events near me, services near me and sponsored
 * offers from their own features as they arrive.
 */
export default function CommercialRoute() {
  return (
    <>
      <title>Places · Blaze</title>
      <CommercialHub />
    </>
  );
}
