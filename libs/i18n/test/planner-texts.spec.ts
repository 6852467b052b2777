import { atRiskReason, habitReason, taskReason, timeSpan } from '@flow/planner';
import { batchingReason, compatibilityNotes, ENERGY_TYPE_LABELS, SCORE_MESSAGES, SCORE_TIPS } from '@flow/rhythm';
import { type Alignment, SchedulingMessages } from '@flow/contracts';
import { alignmentIn, planIn, plannerLocalizer } from '../src';

/** Whatever Latin words remain once brand names and times are taken out: a Hindi text should have none. */
const leftInEnglish = (text: string) => text.replace(/FLOW|Co-Flow|\d{1,2}:\d{2}/g, '').match(/[A-Za-z]{2,}/g) ?? [];

describe("the planner's reasons in Hindi", () => {
  const say = plannerLocalizer('hi')!;
  // Tuesday 2026-12-01, 09:30–11:00 in London.
  const span = timeSpan(Date.parse('2026-12-01T09:30:00Z'), Date.parse('2026-12-01T11:00:00Z'), 'Europe/London');

  it('says a task placed in the peak before a deadline this week', () => {
    const english = taskReason(span, 'your peak', '2026-12-04', '2026-12-01');
    expect(english).toBe("Tue 09:30–11:00, your peak, before Friday's deadline");
    expect(say(english)).toBe('मंगल 09:30–11:00, आपका शिखर समय, शुक्रवार की समय-सीमा से पहले');
  });

  it('says a deadline further off by its date, and a theme window by its Hindi name', () => {
    expect(say(taskReason(span, 'your morning routine time', '2026-12-20', '2026-12-01'))).toMatch(
      /^मंगल 09:30–11:00, आपका .+ का समय, 20 दिस॰ की समय-सीमा से पहले$/,
    );
    expect(say(taskReason(span, 'free time', null, '2026-12-01'))).toBe('मंगल 09:30–11:00, खाली समय');
    expect(say(`${span}, pinned by you`)).toBe('मंगल 09:30–11:00, आपका तय किया हुआ समय');
  });

  it('says how far a habit is from its ideal window', () => {
    expect(say(habitReason(span, 0))).toBe('मंगल 09:30–11:00, आपके आदर्श समय में');
    expect(say(habitReason(span, 90))).toBe('मंगल 09:30–11:00, आपके आदर्श समय से 1 घं 30 मि दूर');
  });

  it('says why an item is at risk', () => {
    expect(say(atRiskReason(90, 180, '2026-12-04', '2026-12-01', false))).toBe('शुक्रवार भरा हुआ है: 3 घं में से 1 घं 30 मि ही रखा जा सकता है');
    expect(say(atRiskReason(0, 45, null, '2026-12-01', false))).toBe('अगले 14 दिन भरे हुए हैं: इसके 45 मिनट में से कुछ भी नहीं रखा जा सकता');
    expect(say(atRiskReason(0, 45, '2026-12-01', '2026-12-01', false))).toBe('आज का दिन भरा हुआ है: इसके 45 मिनट में से कुछ भी नहीं रखा जा सकता');
    expect(say(atRiskReason(0, 45, '2026-12-01', '2026-12-01', true))).toBe('समय-सीमा निकल चुकी है');
    expect(say('2 of 5 times could not be placed near its window')).toBe('5 में से 2 बार इसे इसके समय के आसपास नहीं रखा जा सका');
  });

  it('says every window label the scheduling adapter writes', () => {
    for (const label of [
      'your peak',
      'your afternoon dip',
      'your routine hours',
      'your wind-down',
      'your movement time',
      'your collaboration time',
      'your creative window',
      'your focus time',
      'free time',
    ]) {
      expect({ label, left: leftInEnglish(say(`${span}, ${label}`)) }).toEqual({ label, left: [] });
    }
  });

  it('says suggestion reasons: batching next to a call, fits over meals and inside the peak', () => {
    expect(say(batchingReason({ start: 600, end: 630 }, { start: 630, end: 690 }))).toBe('आपकी 10:00 की कॉल के ठीक बगल में — आपकी सुबह अखंड रहती है');
    expect(say('Runs over your main meal (12:30–13:30)')).toBe('आपके मुख्य भोजन के समय (12:30–13:30) से टकराता है');
    expect(say('Inside your peak (09:00–11:30)')).toBe('आपके शिखर समय (09:00–11:30) के भीतर');
    expect(say('Outside your day')).toBe('आपके दिन के बाहर');
  });

  it("says every flow score message and tip (Today's Daily Alignment)", () => {
    const texts = [
      ...Object.values(SCORE_MESSAGES),
      ...Object.values(SCORE_TIPS)
        .map((tip) => (typeof tip === 'function' ? [tip(1), tip(3)] : [tip]))
        .flat(),
    ];
    for (const text of texts) expect({ text, left: leftInEnglish(say(text)) }).toEqual({ text, left: [] });
    for (const text of Object.values(SchedulingMessages.missing)) expect({ text, left: leftInEnglish(say(text)) }).toEqual({ text, left: [] });
    expect(say(SCORE_TIPS.moveMisaligned(3))).toBe('अपने 3 प्रतिकूल इवेंट को ऐसे लय-खंडों में ले जाएँ जो उनकी गतिविधि से मेल खाते हों');
  });

  it('keeps titles and English as they are', () => {
    const plan = {
      placements: [
        { kind: 'task' as const, id: 'x', title: 'Write the report', start: '', end: '', reason: `${span}, your peak`, energyMatch: 1, pinned: false },
      ],
      atRisk: [],
    };
    expect(planIn(plan, 'en')).toBe(plan);
    expect(planIn(plan, 'hi').placements[0]).toMatchObject({ title: 'Write the report', reason: 'मंगल 09:30–11:00, आपका शिखर समय' });
  });
});

describe("Co-Flow's comparison in Hindi", () => {
  const windows = [
    { start: '09:00', end: '12:00' },
    { start: '10:00', end: '13:00' },
    { start: '14:00', end: '17:00' },
    { start: '20:00', end: '23:00' },
    { start: '11:00', end: '15:00' },
  ];
  const alignment = (notes: Alignment['compatibilityNotes']): Alignment =>
    ({
      me: { name: 'You' },
      other: { name: 'Arjun' },
      compatibilityNotes: notes,
      bestSharedWindows: [
        {
          start: '',
          end: '',
          date: '2026-12-01',
          intensity: 1,
          reason: 'Next to your 14:00 call — keeps your afternoon whole',
          text: '14:30 for you, 09:00 for Arjun',
        },
      ],
      missing: [],
    }) as unknown as Alignment;

  it('says every compatibility note for every pair of energy types and rhythms, with nothing left in English', () => {
    for (const a of ENERGY_TYPE_LABELS)
      for (const b of ENERGY_TYPE_LABELS)
        for (const wa of windows)
          for (const wb of windows) {
            const said = alignmentIn(alignment(compatibilityNotes({ energyType: a, peakWindow: wa }, { energyType: b, peakWindow: wb })), 'hi');
            for (const note of said.compatibilityNotes) expect({ note, left: leftInEnglish(`${note.title} ${note.text}`) }).toEqual({ note, left: [] });
          }
  });

  it("says the viewer's 'You', a shared window's sentence and its reason, and keeps the other's name", () => {
    const said = alignmentIn(alignment([]), 'hi');
    expect(said.me.name).toBe('आप');
    expect(said.other.name).toBe('Arjun');
    expect(said.bestSharedWindows?.[0]).toMatchObject({
      text: 'आपके लिए 14:30, Arjun के लिए 09:00',
      reason: 'आपकी 14:00 की कॉल के ठीक बगल में — आपकी दोपहर अखंड रहती है',
    });
  });

  it('passes English unchanged', () => {
    const english = alignment([]);
    expect(alignmentIn(english, 'en')).toBe(english);
  });
});
