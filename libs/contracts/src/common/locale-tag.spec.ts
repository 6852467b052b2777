import { LOCALE_TAG_MESSAGE, LocaleTag } from './locale-tag';

describe('LocaleTag', () => {
  it.each(['en-GB', 'en-IN', 'en-US', 'hi-IN', 'de', 'zh-Hant-TW'])('accepts %s', (tag) => {
    expect(LocaleTag.safeParse(tag).success).toBe(true);
  });

  it.each(['', 'english please', 'en_GB!', 'x'.repeat(36), 42])('refuses %p with a clear message', (tag) => {
    const result = LocaleTag.safeParse(tag);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LOCALE_TAG_MESSAGE);
  });
});
