import type { blueprint as en } from '../en/blueprint';
import type { Messages } from '../types';

export const blueprint: Messages<typeof en> = {
  energyType: 'ऊर्जा प्रकार',
  peakWindow: 'ऊर्जा का शिखर समय',
  constitution: 'प्रकृति',
  rhythm: 'आपकी लय',
  dasha: 'चल रही दशा',
  why: 'क्यों?',
  whyLabel: 'क्यों: {subject} के पीछे कुंडली के कारण',
  planet: '{planet, select, Sun {सूर्य} Moon {चंद्र} Mars {मंगल} Mercury {बुध} Jupiter {गुरु} Venus {शुक्र} Saturn {शनि} Rahu {राहु} Ketu {केतु} other {{planet}}}',
  dashaRest: 'की {level} · {remaining} बाक़ी',
  dashaLevel: '{level, select, Mahadasha {महादशा} Antardasha {अंतर्दशा} other {प्रत्यंतर दशा}}',
  years: '{years} वर्ष',
  months: '{months, plural, one {# महीना} other {# महीने}}',
};
