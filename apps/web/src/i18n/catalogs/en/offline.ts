/** What the offline queue says (lib/offline-queue.ts, loaded when first needed). */
export const offline = {
  savedOffline: 'Saved offline',
  willSend: 'It will be sent when you are back online.',
  sent: '{count, plural, one {Sent what you saved offline} other {Sent # things you saved offline}}',
  refused: 'Something you saved offline could not be sent',
} as const;
