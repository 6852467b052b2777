import { changeLanguage } from '../../../i18n';
import { habitDayName, habitDayNames } from './habit-days';

describe('habit days by name', () => {
  afterEach(() => changeLanguage('en'));

  it('says the days in English, in the week’s order', () => {
    expect(habitDayNames(['FR', 'MO', 'WE'])).toBe('Mon, Wed, Fri');
    expect(habitDayName('SU', 'long')).toBe('Sunday');
  });

  it('says them in Hindi when the screen speaks Hindi', async () => {
    await changeLanguage('hi');
    expect(habitDayName('MO', 'long')).toBe('सोमवार');
    expect(habitDayNames(['MO', 'TU'])).toMatch(/^[\u0900-\u097F]+, [\u0900-\u097F]+$/);
  });
});
