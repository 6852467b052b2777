/**
 * The key a person's type correction is remembered under: the title as read, without case or extra
 * spaces, so "Dentist", "dentist " and "DENTIST" are one title.
 */
export function eventTypeKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}
