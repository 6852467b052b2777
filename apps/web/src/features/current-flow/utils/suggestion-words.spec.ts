import { i18n } from '../../../i18n';
import { hi } from '../../../i18n/catalogs/hi';
import { suggestionWords } from './suggestion-words';

describe('suggestionWords', () => {
  it("keeps the rhythm library's English and says it in Hindi, with the day's own words inside", () => {
    i18n.addResourceBundle('hi', 'today', hi.today);
    const suggestion = { title: 'Prepare for गहरा ध्यान', reason: 'गहरा ध्यान starts at 09:00' };
    expect(suggestionWords(i18n.getFixedT('en', 'today'), suggestion)).toEqual(suggestion);
    expect(suggestionWords(i18n.getFixedT('hi', 'today'), suggestion)).toEqual({ title: 'गहरा ध्यान की तैयारी करें', reason: 'गहरा ध्यान 09:00 पर शुरू होगा' });
    expect(suggestionWords(i18n.getFixedT('hi', 'today'), { title: 'Pause and re-orient', reason: 'Give this event your full attention.' })).toEqual({
      title: 'रुकें और दिशा फिर से तय करें',
      reason: 'इस इवेंट पर पूरा ध्यान दें।',
    });
  });
});
