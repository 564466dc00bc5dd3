import type { NearbyMember } from '@blaze/contracts/discovery';
import { visitingLabel } from '@blaze/contracts/roam';
import { lastActiveText } from '@/lib/last-active';
import { memberName } from '@/lib/member-name';

/** Where he is and when he was last seen, as a tile says it: '1.5 km', 'Active 3 h ago'. */
export function memberStatus(member: NearbyMember, now = Date.now()): string | null {
  if (member.distance) return member.distance;
  if (!member.isOnline && member.lastActive) return lastActiveText(member.lastActive, now);
  return null;
}

/**
 * The whole tile in one sentence, for screen readers: 'Marco 29, 1.5 km away, online, new'. It starts
 * with the tile's visible words in their order, so voice control finds it by what is on screen.
 */
export function describeMember(member: NearbyMember, now = Date.now()): string {
  const parts = [member.age ? `${memberName(member)} ${member.age}` : memberName(member)];
  if (member.isVerified) parts.push('verified');
  if (member.distance) parts.push(`${member.distance} away`);
  if (member.visitingFrom) {
    const label = visitingLabel(member.visitingFrom);
    parts.push(label.charAt(0).toLowerCase() + label.slice(1));
  }
  if (member.isOnline) parts.push('online');
  else if (member.lastActive) parts.push(lastActiveText(member.lastActive, now).toLowerCase());
  if (member.isFavourite) parts.push('in your favourites');
  if (member.isNew) parts.push('new');
  if (member.isBoosted) parts.push('boosted');
  if (member.sample) parts.push('sample');
  return parts.join(', ');
}
