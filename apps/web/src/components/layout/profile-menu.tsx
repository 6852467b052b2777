import { lazy, Suspense, useState } from 'react';
import { ProfileMenuButton } from './profile-menu-button';

// The menu's machine and floating positioner load a moment after the first screen; its button is
// there at once, and a tap on it before then opens the menu when it has loaded.
const ProfileMenuView = lazy(() => import('./profile-menu-view').then((m) => ({ default: m.ProfileMenuView })));

/** The corner menu of /energy-profile and /co-flow: Energy Blueprint, Update Profile, Sign Out. */
export function ProfileMenu() {
  const [tapped, setTapped] = useState(false);
  return (
    <Suspense fallback={<ProfileMenuButton aria-haspopup="menu" onClick={() => setTapped(true)} />}>
      <ProfileMenuView defaultOpen={tapped} />
    </Suspense>
  );
}
