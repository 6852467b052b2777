import type { RhythmIcon as RhythmIconName, Suggestion } from '@flow/contracts';
import { Activity, Brain, Clock, Coffee, Dumbbell, Heart, Moon, Sun, Sunrise, Sunset, Users, Utensils, Waves, Wind, Zap, type LucideIcon } from 'lucide-react';

const RHYTHM_ICONS: Record<RhythmIconName, LucideIcon> = { Sunrise, Brain, Sun, Users, Activity, Sunset, Moon, Wind, Clock };

const SUGGESTION_ICONS: Record<Suggestion['icon'], LucideIcon> = {
  brain: Brain,
  coffee: Coffee,
  clock: Clock,
  sun: Sun,
  utensils: Utensils,
  waves: Waves,
  wind: Wind,
  zap: Zap,
  heart: Heart,
  dumbbell: Dumbbell,
};

/** A rhythm block's icon by its spec name (default Clock). */
export function RhythmIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Icon = RHYTHM_ICONS[name as RhythmIconName] ?? Clock;
  return <Icon size={size} aria-hidden />;
}

/** A suggestion's icon by its spec name (default clock). */
export function SuggestionIcon({ name, size = 16 }: { name: string; size?: number }) {
  const Icon = SUGGESTION_ICONS[name as Suggestion['icon']] ?? Clock;
  return <Icon size={size} aria-hidden />;
}
