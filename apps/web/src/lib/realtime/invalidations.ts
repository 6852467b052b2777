import type { QueryKey } from '@tanstack/react-query';
import { REALTIME_REFETCH_DELAY_MS } from '../../config/constants';
import { profileKeys } from '../profile/profile-keys';
import { announceProfileUpdated } from '../profile/update-profile';

export interface InvalidationRule {
  /** Query keys (prefixes) to invalidate. */
  keys: QueryKey[];
  /** Something else to do, after `delayMs` (default at once). */
  effect?: () => void;
  delayMs?: number;
}

/**
 * What each server event means for this browser's cache: one line per event type. Features add
 * their events here (scheduling, calendar, co-flow) with the keys of their own key factories.
 */
export const invalidationRules: Record<string, InvalidationRule[]> = {
  // Spec 4: a realtime update of the user's own profile refetches the day after 2 s.
  'flow.evt.profile.profile-updated': [{ keys: [profileKeys.all] }, { keys: [], effect: announceProfileUpdated, delayMs: REALTIME_REFETCH_DELAY_MS }],
  'flow.evt.identity.user-updated': [{ keys: [['auth', 'user']] }],
};
