import type { ProfileRow } from '../../db/schema.ts';

type Filled = (p: ProfileRow) => boolean;
const text = (v: string | null) => Boolean(v && v.trim());
const list = (v: unknown[]) => v.length > 0;

/** Weighted checklist behind profile_completion_percentage; 'complete' starts at 70 (spec section 9). */
const CHECKLIST: Array<[weight: number, filled: Filled]> = [
  [15, (p) => text(p.displayName)],
  [15, (p) => p.avatarPhotoId !== null],
  [15, (p) => text(p.bio)],
  [10, (p) => p.age !== null],
  [10, (p) => list(p.intent)],
  [10, (p) => list(p.sexualPosition)],
  [5, (p) => text(p.city)],
  [5, (p) => text(p.bodyType)],
  [5, (p) => p.height !== null],
  [5, (p) => list(p.lookingFor)],
  [5, (p) => list(p.photoIds)],
];

export function profileCompletion(p: ProfileRow): number {
  const total = CHECKLIST.reduce((sum, [w]) => sum + w, 0);
  const got = CHECKLIST.reduce((sum, [w, filled]) => sum + (filled(p) ? w : 0), 0);
  return Math.round((got / total) * 100);
}
