import { createLocalizer, DAY_TEXTS, errorMessageIn, createTranslator, CATALOGS, notificationIn, transitsIn, insightsIn } from '../src';

describe('createLocalizer', () => {
  const say = createLocalizer('hi', DAY_TEXTS);

  it('passes English through unchanged', () => {
    expect(createLocalizer('en', DAY_TEXTS)('Deep Focus')).toBe('Deep Focus');
  });

  it('says fixed texts and Vedic names in Hindi', () => {
    expect(say('Deep Focus')).toBe('गहरा ध्यान');
    expect(say('Uttara Bhadrapada')).toBe('उत्तरा भाद्रपद');
    expect(say('Shukla Ashtami')).toBe('शुक्ल अष्टमी');
  });

  it('says a sentence with its values, each said again', () => {
    expect(say('The Moon is in Rohini (ruled by Moon) on Krishna Navami, with Siddhi yoga.')).toBe(
      'कृष्ण नवमी को चंद्रमा रोहिणी नक्षत्र में है (स्वामी चंद्र), सिद्धि योग के साथ।',
    );
    expect(say('Scattered attention and too many open threads; during Rahu kalam (12:06–13:06) finish rather than begin.')).toBe(
      'बिखरा ध्यान और एक साथ बहुत सारे अधूरे काम; राहु काल (12:06–13:06) में नया शुरू करने के बजाय काम पूरे करें।',
    );
    expect(
      say(
        'Jupiter (retrograde) in Leo moves through your 11th house from the Moon, the area of gains, networks and wishes: a supportive season for growth, guidance and good counsel.',
      ),
    ).toBe('सिंह राशि में गुरु (वक्री) चंद्रमा से आपके ग्यारहवें भाव से गुज़र रहा है, जो लाभ, संपर्क और इच्छाएँ का क्षेत्र है: विकास, मार्गदर्शन और अच्छी सलाह के लिए अनुकूल समय।');
  });

  it('keeps the person’s own words (event titles) as typed', () => {
    expect(say('Get ready for Deep Focus')).toBe('Deep Focus की तैयारी');
  });

  it('leaves a text no catalog knows in English, punctuation too', () => {
    expect(say('Something new the engine says.')).toBe('Something new the engine says.');
  });
});

describe('errorMessageIn', () => {
  it('says a known message in Hindi and falls back by status for an unknown one', () => {
    expect(errorMessageIn("language must be 'en' or 'hi'", 422, 'hi')).toBe("भाषा 'en' या 'hi' होनी चाहिए");
    expect(errorMessageIn('Some message nobody wrote down', 422, 'hi')).toMatch(/[\u0900-\u097F]/);
    expect(errorMessageIn('Some message nobody wrote down', 422, 'en')).toBe('Some message nobody wrote down');
  });
});

describe('createTranslator', () => {
  it('formats by id in the language, with English as the fallback and Intl numbers for the locale', () => {
    const hi = createTranslator('hi', CATALOGS.dayBlocks);
    expect(hi.t('deep-focus')).toBe('गहरा ध्यान');
    expect(hi.t('no-such-id')).toBe('no-such-id');
    expect(hi.number(1234567.5)).toBe('12,34,567.5');
    expect(createTranslator('en', CATALOGS.dayBlocks).t('leave-your-phone-alone-for-n-minutes', { n: 15 })).toBe('Leave your phone alone for 15 minutes');
  });
});

describe('transitsIn', () => {
  it('says each transit’s sentence and sign in Hindi, keeping planets and impacts', () => {
    const transit = {
      planet: 'Saturn' as const,
      sign: 11,
      signName: 'Pisces',
      houseFromMoon: 3,
      impact: 'positive' as const,
      description:
        'Saturn in Pisces moves through your 3rd house from the Moon, the area of courage, effort and siblings: a supportive season for discipline, duty and endurance.',
    };
    const said = transitsIn({ currentTransits: [transit], upcomingTransits: [] }, 'hi');
    expect(said.currentTransits[0]).toEqual({
      ...transit,
      signName: 'मीन',
      description: 'मीन राशि में शनि चंद्रमा से आपके तीसरे भाव से गुज़र रहा है, जो साहस, प्रयास और भाई-बहन का क्षेत्र है: अनुशासन, कर्तव्य और सहनशक्ति के लिए अनुकूल समय।',
    });
  });
});

describe('notificationIn', () => {
  it('says a push’s title and each line of its body in Hindi; English stays as planned', () => {
    const briefing = {
      title: 'Your day at a glance',
      body: 'Theme: Growth within Building\nPeak hours: 09:00 to 13:00\nFirst event: Standup at 09:30\nRahu kalam: 13:30–15:00',
      url: '/',
    };
    expect(notificationIn(briefing, 'hi')).toEqual({
      title: 'एक नज़र में आपका दिन',
      body: 'विषय: निर्माण के भीतर विकास\nशिखर समय: 09:00 से 13:00 तक\nपहला इवेंट: 09:30 पर Standup\nराहु काल: 13:30–15:00',
      url: '/',
    });
    expect(notificationIn({ title: 'Deep Focus starts in 5 min', body: 'Deep work on your most important task — your sharpest hours' }, 'hi')).toEqual({
      title: 'गहरा ध्यान 5 मिनट में शुरू होगा',
      body: 'अपने सबसे ज़रूरी काम पर गहराई से काम — आपके सबसे तेज़ घंटे',
    });
    expect(notificationIn(briefing, 'en')).toBe(briefing);
  });
});

describe('insightsIn', () => {
  it('says the Insights summary in Hindi, its counts and shift included; English stays as written', () => {
    const learned = { summary: 'Learned from 23 check-ins over 3 weeks: your peak starts 30 min later than your chart suggests' };
    expect(insightsIn(learned, 'hi').summary).toBe('3 हफ़्तों में 23 चेक-इन से सीखा: आपका शिखर समय आपकी कुंडली के बताए समय से 30 मिनट बाद शुरू होता है');
    expect(insightsIn({ summary: '1 check-in so far: your day still follows your chart until FLOW is confident.' }, 'hi').summary).toBe(
      'अब तक 1 चेक-इन: जब तक FLOW को भरोसा नहीं हो जाता, आपका दिन आपकी कुंडली के हिसाब से ही चलेगा।',
    );
    expect(
      insightsIn({ summary: 'No check-ins yet: your day follows your chart. Check in a few times a day and FLOW learns your rhythm.' }, 'hi').summary,
    ).toMatch(/^अभी तक कोई चेक-इन नहीं/);
    expect(insightsIn(learned, 'en')).toBe(learned);
  });
});
