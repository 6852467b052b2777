import type { Messages } from '../types';
import type { offline as en } from '../en/offline';

export const offline: Messages<typeof en> = {
  savedOffline: 'ऑफ़लाइन सहेजा गया',
  willSend: 'ऑनलाइन होते ही यह भेज दिया जाएगा।',
  sent: '{count, plural, one {ऑफ़लाइन सहेजी गई चीज़ भेज दी गई} other {ऑफ़लाइन सहेजी गई # चीज़ें भेज दी गईं}}',
  refused: 'ऑफ़लाइन सहेजी गई एक चीज़ भेजी नहीं जा सकी',
};
