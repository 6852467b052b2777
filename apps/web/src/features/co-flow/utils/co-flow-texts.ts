/** Spec sections 2, 5 and 8: the Co-Flow screen's texts, as written. */
export const CoFlowTexts = {
  loading: 'Loading Co-Flow connections...',
  heading: 'Co-Flow Alignment Map',
  subtitle: 'Connect with friends and coworkers to find optimal sync times',
  loadFailed: 'Failed to load Co-Flow data',
  searchFailed: 'Failed to search users',
  inviteFailed: 'Failed to send invite',
  processFailed: 'Failed to process invite',
  removeFailed: 'Failed to remove connection',
  createFailed: 'Failed to create profile',
  deleteFailed: 'Failed to delete profile',
  profileLoadFailed: 'Could not load user profile',
  noUsersFound: (query: string) => `No users found with email containing "${query}"`,
  profileCreated: 'Profile Created',
  profileCreatedText: 'Manual Co-Flow profile added successfully',
  profileDeleted: 'Profile Deleted',
  profileDeletedText: 'Manual profile has been removed',
} as const;
