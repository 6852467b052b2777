/** Texts from spec sections 5 and 8 and the co-flow issue; the web app shows them as they are. */
export const CoFlowMessages = {
  searchTooShort: 'Search Too Short',
  invalidSearch: 'Invalid Search',
  invalidEmail: 'Invalid Email',
  cannotInviteYourself: 'You cannot invite yourself',
  nameRequired: 'Name Required',
  inviteAlreadyPending: 'An invitation between you two is already pending.',
  inviteFromThemPending: 'They have already invited you: accept their invitation instead.',
  alreadyConnected: 'You are already connected with this person.',
  inviteAlreadyAnswered: 'This invitation has already been answered.',
  tooManyPendingInvites: 'You have too many pending invitations. Wait for some answers first.',
  tooManyManualProfiles: 'You have reached the limit of manual profiles. Delete one to add another.',
  userNotFound: 'User not found.',
  confirmBeforeInviting: 'Confirm your e-mail address before inviting people: open the link FLOW sent you, or ask for a new one in Settings.',
  inviteNotFound: 'Invitation not found.',
  connectionNotFound: 'Connection not found.',
  manualProfileNotFound: 'Manual profile not found.',
  // Spec 8: title / description pairs of the View Alignment refusals (title travels in error details).
  profileNotFoundTitle: 'Profile Not Found',
  profileNotFound: "This user hasn't completed their profile yet",
  noEnergyAnalysisTitle: 'No Energy Analysis',
  noEnergyAnalysis: "This user hasn't completed onboarding yet",
  manualNoEnergyAnalysis: 'This profile has no birth date, time and location, so there is no energy analysis to compare.',
} as const;

/** Spec 5 and 9 limits. */
export const CO_FLOW_LIMITS = {
  searchMin: 3,
  searchMax: 255,
  searchResults: 10,
  email: 255,
  name: 100,
  birthLocation: 200,
  notes: 500,
  pendingSentInvites: 50,
  manualProfiles: 200,
} as const;
