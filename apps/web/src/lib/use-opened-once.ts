import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog mounts when first opened and
 * stays mounted, so it can play its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived from the previous render (React's pattern for it), not an effect: no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
