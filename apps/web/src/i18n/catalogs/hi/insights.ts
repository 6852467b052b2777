import type { Messages } from '../types';
import type { insights as en } from '../en/insights';

export const insights: Messages<typeof en> = {
  title: 'अंतर्दृष्टि',
  intro: 'दिन भर आपकी ऊर्जा: आपकी कुंडली क्या कहती है, और आपके चेक-इन क्या दिखाते हैं।',
  loading: 'आपकी अंतर्दृष्टि लोड हो रही है...',
  band: 'छायांकित पट्टी बताती है कि FLOW कितना निश्चित है: जैसे-जैसे आप चेक-इन करते हैं, यह पतली होती जाती है। बिंदु आपके चेक-इन हैं (हर 30 मिनट में एक गिना जाता है)।',
  learnedPeak: 'सीखा हुआ आपका चरम समय',
  learnedPeakUnsure: 'सीखा हुआ चरम समय (अभी पक्का नहीं)',
  learnedNote: 'आपका दिन, क्विक ऐड और को-फ़्लो इसी समय का इस्तेमाल करते हैं।',
  learnedNoteUnsure: 'जब तक FLOW पक्का न हो, आपका दिन आपकी कुंडली के हिसाब से चलता है।',
  chartPeak: 'आपकी कुंडली का चरम समय',
  chartNote: 'आपके ऊर्जा ब्लूप्रिंट से।',
  weekdays: 'हफ़्ते के दिनों का ढर्रा',
  backToday: 'आज पर लौटें',
  learningSettings: 'सीखने की पसंद (सेटिंग्स → पसंद)',
  'chart.band': 'अनिश्चितता',
  'chart.prior': 'आपकी कुंडली से',
  'chart.learned': 'सीखा हुआ',
  'chart.checkins': 'चेक-इन',
  'energy.loading': 'आपकी ऊर्जा प्रोफ़ाइल लोड हो रही है...',
  'energy.none': 'कोई ऊर्जा ब्लूप्रिंट नहीं मिला',
  'energy.noneHelp': 'अपनी प्राकृतिक ऊर्जा का ब्लूप्रिंट पाने के लिए अपना जन्म विवरण दें।',
  'energy.complete': 'ऑनबोर्डिंग पूरी करें',
  'energy.title': 'आपकी ऊर्जा प्रोफ़ाइल',
  'energy.back': 'फ़्लो पर लौटें',
  'energy.update': 'प्रोफ़ाइल अपडेट करें',
};
