import type { MealType, MeetingType } from '@flow/contracts';
import type { QuickAddCorpusCase } from './parse-corpus';

/**
 * Held out, Hindi (issue 41): what a Hindi speaker types into Quick Add, in Devanagari, written and
 * committed before the parser learnt any Hindi, and never edited after. Typed on Tuesday 10 March 2026
 * at 09:00 local time: in Kolkata (hi-IN) unless a case says London or Berlin (the diaspora).
 *
 * The readings it expects are the English parser's rules said in Hindi: कल is tomorrow (a planner looks
 * ahead), परसों the day after; a weekday alone is the next one (today's is today), अगले as English 'next'
 * (the Friday of next week when said on a Tuesday), इस as 'this'; सुबह morning (09:00 alone), दोपहर
 * afternoon (14:00 alone), शाम evening (18:00), रात night (19:00); a bare बजे hour 1–6 is in the
 * afternoon, 7–11 in the morning unless an evening meal or party says otherwise; साढ़े/सवा/पौने N are
 * N:30/N:15/(N−1):45, डेढ़ 1:30 and ढाई 2:30 (as hours or hours long); types and meals as their English
 * words ('X के साथ' one named person is a one-on-one, as 'with Sam'); an empty title is 'नया इवेंट'.
 */
const HINDI_NOW = '2026-03-10T03:30:00Z';
type Where = { now?: string; timeZone?: string; locale?: string };
const hi: Where = { now: HINDI_NOW, timeZone: 'Asia/Kolkata', locale: 'hi-IN' };
const london: Where = { now: '2026-03-10T09:00:00Z', timeZone: 'Europe/London', locale: 'hi' };
const berlin: Where = { locale: 'hi-IN' };

const TYPES: Record<string, MeetingType> = { c: 'collaboration', d: 'deep_work', l: 'light_meeting', o: 'one_on_one', s: 'social', r: 'creative' };

/** One phrase on a line: where it is typed, then title, date, start, minutes, type (letter), meal and repeat. */
function phrase(
  message: string,
  where: Where,
  title: string,
  date: string,
  startTime: string | null,
  duration: number,
  type: keyof typeof TYPES,
  mealType: MealType | null = null,
  recurrence: string | null = null,
): QuickAddCorpusCase {
  return { message, ...where, expected: { title, date, startTime, duration, meetingType: TYPES[type]!, mealType, recurrence } };
}

export const QUICK_ADD_HELD_OUT_HINDI: QuickAddCorpusCase[] = [
  // Days and clock times
  phrase('कल शाम 6 बजे राहुल के साथ बैठक', hi, 'राहुल के साथ बैठक', '2026-03-11', '18:00', 30, 'o'),
  phrase('आज दोपहर 2 बजे टीम मीटिंग', hi, 'टीम मीटिंग', '2026-03-10', '14:00', 45, 'c'),
  phrase('परसों सुबह 10 बजे डॉक्टर के पास जाना है', hi, 'डॉक्टर के पास जाना', '2026-03-12', '10:00', 60, 'c'),
  phrase('सोमवार को सुबह 9:30 बजे प्रोजेक्ट की समीक्षा', hi, 'प्रोजेक्ट की समीक्षा', '2026-03-16', '09:30', 45, 'c'),
  phrase('शुक्रवार रात 8 बजे दोस्तों के साथ रात का खाना', hi, 'दोस्तों के साथ रात का खाना', '2026-03-13', '20:00', 60, 's', 'dinner'),
  phrase('10 बजे डेंटिस्ट', hi, 'डेंटिस्ट', '2026-03-10', '10:00', 60, 'c'),
  phrase('दोपहर 12 बजे लंच मीटिंग', hi, 'लंच मीटिंग', '2026-03-10', '12:00', 60, 's', 'lunch'),
  phrase('रात 11 बजे पैकिंग', hi, 'पैकिंग', '2026-03-10', '23:00', 60, 'c'),
  phrase('सुबह 6:45 बजे ट्रेन', hi, 'ट्रेन', '2026-03-11', '06:45', 60, 'c'),
  phrase('कल 4:30 बजे बच्चों को स्कूल से लाना', hi, 'बच्चों को स्कूल से लाना', '2026-03-11', '16:30', 60, 'c'),
  phrase('गुरुवार 9 बजे कोडिंग', hi, 'कोडिंग', '2026-03-12', '09:00', 90, 'd'),
  phrase('कल सुबह ८ बजे नाश्ता', hi, 'नाश्ता', '2026-03-11', '08:00', 30, 's', 'breakfast'),
  phrase('आज रात 9 बजे फ़िल्म', hi, 'फ़िल्म', '2026-03-10', '21:00', 90, 's'),
  phrase('आज शाम 6:30 बजे कॉफ़ी', hi, 'कॉफ़ी', '2026-03-10', '18:30', 30, 's', 'coffee'),
  phrase('गुरुवार को 3 बजे बोर्ड मीटिंग', hi, 'बोर्ड मीटिंग', '2026-03-12', '15:00', 45, 'c'),
  phrase('शाम ५ बजे वेबिनार', hi, 'वेबिनार', '2026-03-10', '17:00', 45, 'c'),
  phrase('आज 5 बजे ईमेल देखना', hi, 'ईमेल देखना', '2026-03-10', '17:00', 30, 'l'),
  phrase('शनिवार 11 बजे बाल कटवाना', hi, 'बाल कटवाना', '2026-03-14', '11:00', 60, 'c'),
  phrase('कल सुबह 9 बजे', hi, 'नया इवेंट', '2026-03-11', '09:00', 60, 'c'),
  phrase('सुबह 9 बजकर 15 मिनट पर हाज़िरी', hi, 'हाज़िरी', '2026-03-10', '09:15', 60, 'c'),
  phrase('कल रात 8 बजे परिवार के साथ डिनर', hi, 'परिवार के साथ डिनर', '2026-03-11', '20:00', 60, 's', 'dinner'),
  phrase('कल सुबह 9 बजे रोहन के साथ मेंटरिंग सत्र', hi, 'रोहन के साथ मेंटरिंग सत्र', '2026-03-11', '09:00', 30, 'o'),
  phrase('कल 11 बजे अमित के साथ वन-ऑन-वन', hi, 'अमित के साथ वन-ऑन-वन', '2026-03-11', '11:00', 30, 'o'),

  // Fractions of the hour
  phrase('कल साढ़े 9 बजे क्लाइंट कॉल', hi, 'क्लाइंट कॉल', '2026-03-11', '09:30', 30, 'l'),
  phrase('सवा 10 बजे मम्मी को फ़ोन करना', hi, 'मम्मी को फ़ोन करना', '2026-03-10', '10:15', 30, 'l'),
  phrase('पौने 11 बजे स्टैंडअप', hi, 'स्टैंडअप', '2026-03-10', '10:45', 30, 'l'),
  phrase('डेढ़ बजे लंच', hi, 'लंच', '2026-03-10', '13:30', 60, 's', 'lunch'),
  phrase('ढाई बजे प्रेजेंटेशन', hi, 'प्रेजेंटेशन', '2026-03-10', '14:30', 45, 'c'),
  phrase('बुधवार शाम साढ़े 6 बजे संगीत का रियाज़', hi, 'संगीत का रियाज़', '2026-03-11', '18:30', 60, 'r'),
  phrase('कल दोपहर ढाई बजे ग्राहक के साथ डेमो', hi, 'ग्राहक के साथ डेमो', '2026-03-11', '14:30', 45, 'c'),
  phrase('पौने 2 बजे सहकर्मियों के साथ लंच', hi, 'सहकर्मियों के साथ लंच', '2026-03-10', '13:45', 60, 's', 'lunch'),
  phrase('शाम सवा 5 बजे फ़ोन पर बात', hi, 'फ़ोन पर बात', '2026-03-10', '17:15', 30, 'l'),

  // Durations and ranges
  phrase('कल 3 बजे 1 घंटे की मीटिंग', hi, 'मीटिंग', '2026-03-11', '15:00', 60, 'c'),
  phrase('बुधवार को 30 मिनट की कॉल', hi, 'कॉल', '2026-03-11', null, 30, 'l'),
  phrase('गुरुवार सुबह 7 बजे डेढ़ घंटा योग', hi, 'योग', '2026-03-12', '07:00', 90, 'c'),
  phrase('आधा घंटा ध्यान कल सुबह 6 बजे', hi, 'ध्यान', '2026-03-11', '06:00', 30, 'c'),
  phrase('परसों 2 घंटे रिपोर्ट लिखना', hi, 'रिपोर्ट लिखना', '2026-03-12', null, 120, 'd'),
  phrase('कल 10 बजे से 12 बजे तक कार्यशाला', hi, 'कार्यशाला', '2026-03-11', '10:00', 120, 'c'),
  phrase('शाम 4 से 5 बजे तक पढ़ाई', hi, 'पढ़ाई', '2026-03-10', '16:00', 60, 'd'),
  phrase('बुधवार को 45 मिनट का वर्कआउट', hi, 'वर्कआउट', '2026-03-11', null, 45, 'c'),
  phrase('कल सुबह 10 बजे 2 घंटे डीप वर्क', hi, 'डीप वर्क', '2026-03-11', '10:00', 120, 'd'),
  phrase('कल 15 मिनट की कॉल सुबह 11 बजे', hi, 'कॉल', '2026-03-11', '11:00', 15, 'l'),
  phrase('रविवार को सुबह 10 बजे से दोपहर 1 बजे तक स्वयंसेवा', hi, 'स्वयंसेवा', '2026-03-15', '10:00', 180, 'c'),
  phrase('2 घंटे के लिए कल सुबह पढ़ाई', hi, 'पढ़ाई', '2026-03-11', '09:00', 120, 'd'),

  // Weekdays: अगले, इस, and parts of the day alone
  phrase('अगले सोमवार दोपहर 3 बजे प्रिया से मुलाकात', hi, 'प्रिया से मुलाकात', '2026-03-16', '15:00', 30, 'o'),
  phrase('अगले शुक्रवार सुबह 11 बजे बैंक जाना', hi, 'बैंक जाना', '2026-03-20', '11:00', 60, 'c'),
  phrase('अगले मंगलवार सुबह 8 बजे उड़ान', hi, 'उड़ान', '2026-03-17', '08:00', 60, 'c'),
  phrase('इस शुक्रवार शाम 5 बजे टीम के साथ चाय', hi, 'टीम के साथ चाय', '2026-03-13', '17:00', 45, 'c'),
  phrase('इस रविवार को क्रिकेट मैच', hi, 'क्रिकेट मैच', '2026-03-15', null, 60, 'c'),
  phrase('रविवार सुबह पिकनिक', hi, 'पिकनिक', '2026-03-15', '09:00', 90, 's'),
  phrase('कल शाम को जिम', hi, 'जिम', '2026-03-11', '18:00', 60, 'c'),
  phrase('शनिवार रात पार्टी', hi, 'पार्टी', '2026-03-14', '19:00', 90, 's'),
  phrase('शनिवार को माँ के साथ दोपहर का खाना', hi, 'माँ के साथ दोपहर का खाना', '2026-03-14', null, 60, 's', 'lunch'),
  phrase('शुक्रवार को पापा का जन्मदिन', hi, 'पापा का जन्मदिन', '2026-03-13', null, 90, 's'),
  phrase('परसों 3 बजे ब्रेनस्टॉर्मिंग सत्र', hi, 'ब्रेनस्टॉर्मिंग सत्र', '2026-03-12', '15:00', 60, 'r'),
  phrase('आज शाम 7 बजे योग कक्षा', hi, 'योग कक्षा', '2026-03-10', '19:00', 60, 'c'),

  // Dates with Hindi months
  phrase('5 दिसंबर को नेहा की शादी', hi, 'नेहा की शादी', '2026-12-05', null, 90, 's'),
  phrase('12 अप्रैल शाम 7 बजे जन्मदिन की पार्टी', hi, 'जन्मदिन की पार्टी', '2026-04-12', '19:00', 90, 's'),
  phrase('3 मार्च को बिजली का बिल भरना', hi, 'बिजली का बिल भरना', '2027-03-03', null, 60, 'c'),
  phrase('20 मई सुबह 11 बजे इंटरव्यू', hi, 'इंटरव्यू', '2026-05-20', '11:00', 45, 'c'),
  phrase('१५ अगस्त को झंडा फहराना', hi, 'झंडा फहराना', '2026-08-15', null, 60, 'c'),
  phrase('25 दिसम्बर को क्रिसमस पार्टी', hi, 'क्रिसमस पार्टी', '2026-12-25', null, 90, 's'),
  phrase('1 जून 2027 को सम्मेलन', hi, 'सम्मेलन', '2027-06-01', null, 45, 'c'),
  phrase('परीक्षा 25/03 को सुबह 10 बजे', hi, 'परीक्षा', '2026-03-25', '10:00', 90, 'd'),

  // Repeats
  phrase('हर सोमवार सुबह 10 बजे टीम मीटिंग', hi, 'टीम मीटिंग', '2026-03-16', '10:00', 45, 'c', null, 'FREQ=WEEKLY;BYDAY=MO'),
  phrase('रोज़ सुबह 7 बजे दौड़', hi, 'दौड़', '2026-03-11', '07:00', 60, 'c', null, 'FREQ=DAILY'),
  phrase('रोज रात 10 बजे डायरी लिखना', hi, 'डायरी लिखना', '2026-03-10', '22:00', 90, 'd', null, 'FREQ=DAILY'),
  phrase('हर शुक्रवार 4 बजे साप्ताहिक समीक्षा', hi, 'साप्ताहिक समीक्षा', '2026-03-13', '16:00', 45, 'c', null, 'FREQ=WEEKLY;BYDAY=FR'),
  phrase('हर दिन दोपहर 1 बजे दवाई लेना', hi, 'दवाई लेना', '2026-03-10', '13:00', 60, 'c', null, 'FREQ=DAILY'),
  phrase('हर सप्ताह गिटार क्लास', hi, 'गिटार क्लास', '2026-03-10', null, 60, 'c', null, 'FREQ=WEEKLY'),
  phrase('हर हफ़्ते रविवार को सफ़ाई', hi, 'सफ़ाई', '2026-03-15', null, 60, 'c', null, 'FREQ=WEEKLY;BYDAY=SU'),
  phrase('हर सोमवार और गुरुवार शाम 6 बजे बैडमिंटन', hi, 'बैडमिंटन', '2026-03-12', '18:00', 60, 'c', null, 'FREQ=WEEKLY;BYDAY=MO,TH'),
  phrase('सोमवार से शुक्रवार सुबह 9:30 बजे स्टैंडअप', hi, 'स्टैंडअप', '2026-03-10', '09:30', 30, 'l', null, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
  phrase('हर महीने की 1 तारीख को किराया देना', hi, 'किराया देना', '2026-04-01', null, 60, 'c', null, 'FREQ=MONTHLY;BYMONTHDAY=1'),
  phrase('हर दूसरे दिन पौधों को पानी देना', hi, 'पौधों को पानी देना', '2026-03-10', null, 60, 'c', null, 'FREQ=DAILY;INTERVAL=2'),
  phrase('हर सुबह 6 बजे प्राणायाम', hi, 'प्राणायाम', '2026-03-11', '06:00', 60, 'c', null, 'FREQ=DAILY'),

  // Typed elsewhere (the diaspora): the same words, the local clock
  phrase('कल शाम 7 बजे भजन संध्या', london, 'भजन संध्या', '2026-03-11', '19:00', 60, 'c'),
  phrase('शनिवार सुबह 10 बजे मंदिर जाना', london, 'मंदिर जाना', '2026-03-14', '10:00', 60, 'c'),
  phrase('आज दोपहर 3 बजे 20 मिनट की कॉल', berlin, 'कॉल', '2026-03-10', '15:00', 20, 'l'),
];
