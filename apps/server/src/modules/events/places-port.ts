/** A public venue as an event copies it (approved venues only). */
export type VenueRef = {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  ownerId: string | null;
};

/** What the events module asks of places (app.ts fills it from the places service). */
export type PlacesPort = {
  venueRef(venueId: string): Promise<VenueRef | null>;
  venueByName(name: string, city: string): Promise<VenueRef | null>;
  ownsVenue(userId: string, venueId: string): Promise<boolean>;
};
