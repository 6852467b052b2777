import type { Messages } from '../types';
import type { calendarEvents as en } from '../en/calendar-events';

export const calendarEvents: Messages<typeof en> = {
  reconnect: 'कृपया अपना Google कैलेंडर फिर से जोड़ें',
  disconnected: 'कैलेंडर का कनेक्शन टूट गया',
  fetchFailed: 'कैलेंडर के इवेंट लाए नहीं जा सके',
};
