import { Ear, Hand, HandMetal, Smile, ThumbsUp, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  'three-fingers': Hand,
  'left-ear': Ear,
  'thumbs-up': ThumbsUp,
  'peace-sign': HandMetal,
  'hand-on-head': Hand,
  'point-up': Hand,
  wave: Hand,
  chin: Smile,
};

/** A picture of the pose beside its words (the words say it; the picture is decoration). */
export function PoseIcon({ poseId, className }: { poseId: string; className?: string }) {
  const Icon = ICONS[poseId] ?? Hand;
  return <Icon aria-hidden className={className} />;
}
