import { EventsScreen } from '@/features/events/components/events-screen';

/** /events: parties, club nights and meet-ups coming up near me (the home strip's 'Parties'). */
export default function EventsRoute() {
  return <EventsScreen />;
}
