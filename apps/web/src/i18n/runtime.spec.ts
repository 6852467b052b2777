import type { Values } from './message-format';
import { createI18n } from './runtime';

const english = {
  common: { close: 'Close', hello: 'Hello {name}', broken: 'Hello {name}' },
  settings: { title: 'Settings', 'clock.example': 'For example {time}', count: '{n, plural, one {# item} other {# items}}' },
};

type LooseT = (id: string, values?: Values) => string;

describe('the i18n runtime', () => {
  const i18n = () => createI18n(english, (language) => (language === 'en-XA' ? 'en' : language));

  it("reads ids of the hook's namespace, and of another as 'ns:id'; a missing id shows as the id", () => {
    const t = i18n().getFixedT(null, 'settings' as never) as LooseT;
    expect(t('title')).toBe('Settings');
    expect(t('common:close')).toBe('Close');
    expect(t('clock.example', { time: '14:30' })).toBe('For example 14:30');
    expect(t('nope')).toBe('nope');
    expect(t('common:nope')).toBe('nope');
  });

  it('formats ICU plurals in the language, falls back to English per message, and re-renders its listeners on a change', async () => {
    const runtime = i18n();
    const changes: string[] = [];
    runtime.subscribe(() => changes.push(runtime.language));
    runtime.addResourceBundle('hi', 'settings', { title: 'सेटिंग्स', count: '{n, plural, one {# चीज़} other {# चीज़ें}}' });
    expect(runtime.hasResourceBundle('hi', 'settings')).toBe(true);
    expect(runtime.hasResourceBundle('hi', 'common')).toBe(false);
    const t = runtime.getFixedT(null, 'settings' as never) as LooseT;
    const english = runtime.getFixedT('en', 'settings' as never) as LooseT;
    await runtime.changeLanguage('hi');
    expect(changes).toEqual(['hi']);
    expect(t('title')).toBe('सेटिंग्स');
    expect(t('count', { n: 2 })).toBe('2 चीज़ें');
    expect(t('common:close')).toBe('Close');
    expect(english('count', { n: 2 })).toBe('2 items');
    await runtime.changeLanguage('en');
    expect(t('count', { n: 1 })).toBe('1 item');
  });

  it("knows a namespace a page's chunk adds later, in English and in another language", async () => {
    const runtime = i18n();
    runtime.addResourceBundle('en', 'coflow', { title: 'CoFlow {name}' });
    runtime.addResourceBundle('en-XA', 'coflow', { title: '⟦ÇóƑĺóŵ {name}⟧' });
    const t = runtime.t as LooseT;
    expect(t('coflow:title', { name: 'A' })).toBe('CoFlow A');
    await runtime.changeLanguage('en-XA');
    expect(t('coflow:title', { name: 'A' })).toBe('⟦ÇóƑĺóŵ A⟧');
  });

  it('shows a message that cannot be formatted as written instead of failing the render', () => {
    const t = i18n().t as LooseT;
    expect(t('broken')).toBe('Hello {name}');
    expect(t('hello', { name: 'Asha' })).toBe('Hello Asha');
  });
});
