import {
  Crown,
  Droplets,
  Flag,
  Music,
  PartyPopper,
  Sparkles,
  Users,
  Wine,
  type LucideIcon,
} from 'lucide-react';
import { EVENT_KIND_LABELS, type EventKind } from '@blaze/contracts/event-kinds';

/** How each kind of event looks on a card without a cover. */
export const EVENT_KIND_INFO: Record<EventKind, { label: string; icon: LucideIcon; tint: string }> =
  {
    party: {
      label: EVENT_KIND_LABELS.party,
      icon: PartyPopper,
      tint: 'from-pink-600/70 to-violet-700/60',
    },
    'club-night': {
      label: EVENT_KIND_LABELS['club-night'],
      icon: Music,
      tint: 'from-violet-600/70 to-sky-700/60',
    },
    meetup: {
      label: EVENT_KIND_LABELS.meetup,
      icon: Users,
      tint: 'from-emerald-600/60 to-sky-700/60',
    },
    'sauna-night': {
      label: EVENT_KIND_LABELS['sauna-night'],
      icon: Droplets,
      tint: 'from-sky-600/70 to-cyan-700/60',
    },
    'drag-show': {
      label: EVENT_KIND_LABELS['drag-show'],
      icon: Crown,
      tint: 'from-fuchsia-600/70 to-amber-600/60',
    },
    pride: {
      label: EVENT_KIND_LABELS.pride,
      icon: Flag,
      tint: 'from-rose-600/70 to-indigo-700/60',
    },
    social: {
      label: EVENT_KIND_LABELS.social,
      icon: Wine,
      tint: 'from-amber-600/60 to-rose-700/60',
    },
    other: {
      label: EVENT_KIND_LABELS.other,
      icon: Sparkles,
      tint: 'from-zinc-600/70 to-zinc-800/60',
    },
  };
