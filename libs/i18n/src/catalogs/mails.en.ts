/** The mails identity and co-flow send (confirmation, password reset, address taken back, Co-Flow invitation). English: word for word as sent before. */
export const mailsEn = {
  hello: 'Hello,',
  'hello-name': 'Hello {name},',
  'confirm-subject': 'Confirm your e-mail',
  'confirm-body':
    'Please confirm that {email} is your address by opening this link within {hours} hours:\n\n{link}\n\nUntil then you can use FLOW, but you cannot receive or accept Co-Flow invitations.\nIf you did not create a FLOW account, ignore this mail.',
  'reset-subject': 'Reset your FLOW password',
  'reset-body':
    "Someone asked to reset the password of your FLOW account. Open this link within {minutes} minutes to choose a new one:\n\n{link}\n\nIf it wasn''t you, ignore this mail: your password stays as it is.",
  'reclaim-recovery-subject': 'Your FLOW account is yours again',
  'reclaim-recovery-intro':
    'You opened a FLOW password recovery link, which proves this address is yours. Choose a new password now: the old one no longer works.',
  'reclaim-google-subject': 'Your FLOW account now signs in with Google',
  'reclaim-google-intro':
    'You signed in to FLOW with Google, which proves this address is yours. From now on, sign in with Google. If you want a password as well, use "Forgot password" on the sign-in page.',
  'reclaim-body':
    "The account''s address {email} had never been confirmed, so it may have been created by someone else. To keep the account yours, FLOW removed its old password, signed out every device that used it and removed what reaches outside FLOW:",
  'reclaim-removed-feed': 'the private calendar feed link (make a new one in Settings if you want it)',
  'reclaim-removed-push': 'every device that received FLOW notifications',
  'reclaim-removed-co-flow': 'Co-Flow invitations sent from the account that are still waiting, and every Co-Flow connection',
  'reclaim-removed-calendars': 'connected calendars (Google Calendar, CalDAV)',
  'reclaim-closing': 'If any of these were yours, set them up again. Your plans, events and profile are kept.',
  'invite-subject': 'You are invited to Co-Flow on FLOW',
  'invite-body':
    "{name} ({email}) would like to compare energy rhythms with you on FLOW and find the times that suit you both.\n\nCreate your account with this address ({recipient}) and the invitation will be waiting for you on the Co-Flow page:\n\n{link}\n\nIf you don''t know {name}, you can ignore this mail.",
} as const;
