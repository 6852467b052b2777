import { createI18n } from './runtime';

const english = {
  common: { close: 'Close', hello: 'Hello {name}', broken: 'Hello {name}' },
  settings: { title: 'Settings', 'clock.example': 'For example {time}', count: '{n, plural, one {# item} other {# items}}' },
};

describe('the i18n runtime', () => {
  const i18n = () => createI18n(english, (language) => (language === 'en-XA' ? 'en' : language));

  it("reads ids of the hook's namespace, and of another as 'ns:id'; a missing id shows as the id", () => {
    const t = i18n().getFixedT('settings');
    expect(t('title')).toBe('Settings');
    expect(t('common:close')).toBe('Close');
    expect(t('clock.example', { time: '14:30' })).toBe('For example 14:30');
    expect((t as (id: string) => string)('nope')).toBe('nope');
    expect((t as (id: string) => string)('common:nope')).toBe('nope');
  });

  it('formats ICU plurals in the language, falls back to English per message, and re-renders its listeners on a change', async () => {
    const runtime = i18n();
    const changes: string[] = [];
    runtime.subscribe(() => changes.push(runtime.language));
    runtime.addResourceBundle('hi', 'settings', { title: 'सेटिंग्स', count: '{n, plural, one {# चीज़} other {# चीज़ें}}' });
    expect(runtime.hasResourceBundle('hi', 'settings')).toBe(true);
    expect(runtime.hasResourceBundle('hi', 'common')).toBe(false);
    await runtime.changeLanguage('hi');
    expect(changes).toEqual(['hi']);
    const t = runtime.getFixedT('settings');
    expect(t('title')).toBe('सेटिंग्स');
    expect(t('count', { n: 2 })).toBe('2 चीज़ें');
    expect(t('common:close')).toBe('Close');
    await runtime.changeLanguage('en');
    expect(t('count', { n: 1 })).toBe('1 item');
  });

  it('shows a message that cannot be formatted as written instead of failing the render', () => {
    expect(i18n().t('broken')).toBe('Hello {name}');
    expect(i18n().t('hello', { name: 'Asha' })).toBe('Hello Asha');
  });
});
