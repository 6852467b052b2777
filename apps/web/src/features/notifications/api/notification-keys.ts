/** Query keys of notifications: the person's settings, and whether this device receives pushes. */
export const notificationKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  device: () => [...notificationKeys.all, 'device'] as const,
};
