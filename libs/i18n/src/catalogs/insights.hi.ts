import type { insightsEn } from './insights.en';

/** Insights' summary. Hindi (terms as in ../../glossary.hi.md: चेक-इन, कुंडली, शिखर समय). */
export const insightsHi: Record<keyof typeof insightsEn, string> = {
  'no-checkins-yet': 'अभी तक कोई चेक-इन नहीं: आपका दिन आपकी कुंडली के हिसाब से चलता है। दिन में कुछ बार चेक-इन करें, FLOW आपकी लय सीख लेगा।',
  'learning-off': 'चेक-इन से सीखना बंद है: आपका दिन आपकी कुंडली के हिसाब से चलता है।',
  'checkins-so-far': 'अब तक {checkins}: जब तक FLOW को भरोसा नहीं हो जाता, आपका दिन आपकी कुंडली के हिसाब से ही चलेगा।',
  'learned-from': '{weeks} में {checkins} से सीखा: {how}',
  '1-check-in': '1 चेक-इन',
  'n-check-ins': '{n} चेक-इन',
  '1-week': '1 हफ़्ते',
  'n-weeks': '{n} हफ़्तों',
  'peak-as-chart': 'आपका शिखर समय उसी समय शुरू होता है, जब आपकी कुंडली बताती है',
  'peak-later': 'आपका शिखर समय आपकी कुंडली के बताए समय से {n} मिनट बाद शुरू होता है',
  'peak-earlier': 'आपका शिखर समय आपकी कुंडली के बताए समय से {n} मिनट पहले शुरू होता है',
};
