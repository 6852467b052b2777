/** Query keys of the profile resource; invalidating `all` refreshes everything built on it. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  places: (query: string) => ['places', query] as const,
};
