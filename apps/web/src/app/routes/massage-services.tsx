import { ServicesOff } from '@/features/services/components/services-off';
import { ServicesScreen } from '@/features/services/components/services-screen';

/** /massage-services: the services list, massage only. */
export default function MassageServicesRoute() {
  return (
    <>
      <title>Massage services · Blaze</title>
      <ServicesScreen
        category="massage"
        title="Massage services"
        intro="Massage therapists near you, each approved by our team."
        off={<ServicesOff />}
      />
    </>
  );
}
