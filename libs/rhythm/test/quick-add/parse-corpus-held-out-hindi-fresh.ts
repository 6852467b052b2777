import type { MealType, MeetingType } from '@flow/contracts';
import type { QuickAddCorpusCase } from './parse-corpus';

/**
 * Held out, Hindi, second set (issue 41): the first Hindi set was fully right on its first run, but its
 * writer also wrote the reader; this one was written afterwards, in other words and phrasings, and
 * committed before the reader was ever run on it, to give an unseen figure. Same moment and readings as
 * the first set (parse-corpus-held-out-hindi.ts): Tuesday 10 March 2026, 09:00 in Kolkata.
 */
const hi = { now: '2026-03-10T03:30:00Z', timeZone: 'Asia/Kolkata', locale: 'hi-IN' };
const london = { now: '2026-03-10T09:00:00Z', timeZone: 'Europe/London', locale: 'hi' };
const berlin = { locale: 'hi-IN' };
type Where = typeof hi | typeof london | typeof berlin;

const TYPES: Record<string, MeetingType> = { c: 'collaboration', d: 'deep_work', l: 'light_meeting', o: 'one_on_one', s: 'social', r: 'creative' };

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

export const QUICK_ADD_HELD_OUT_HINDI_FRESH: QuickAddCorpusCase[] = [
  phrase('मुझे परसों 11 बजे बैंक जाना है', hi, 'बैंक जाना', '2026-03-12', '11:00', 60, 'c'),
  phrase('कल सुबह 7:30 बजे की फ्लाइट', hi, 'फ्लाइट', '2026-03-11', '07:30', 60, 'c'),
  phrase('आज शाम 5:45 पर चाय पार्टी', hi, 'चाय पार्टी', '2026-03-10', '17:45', 90, 's'),
  phrase('शनिवार को 12 बजे ब्रंच', hi, 'ब्रंच', '2026-03-14', '12:00', 60, 's', 'brunch'),
  phrase('रविवार शाम को मम्मी-पापा के साथ डिनर', hi, 'मम्मी-पापा के साथ डिनर', '2026-03-15', '18:00', 60, 's', 'dinner'),
  phrase('बुधवार को दोपहर 3:30 बजे क्लाइंट मीटिंग', hi, 'क्लाइंट मीटिंग', '2026-03-11', '15:30', 45, 'c'),
  phrase('अगले गुरुवार सुबह 10 बजे इंटरव्यू', hi, 'इंटरव्यू', '2026-03-19', '10:00', 45, 'c'),
  phrase('इस शनिवार दोस्तों के साथ फ़िल्म', hi, 'दोस्तों के साथ फ़िल्म', '2026-03-14', null, 90, 's'),
  phrase('कल 2 बजे 45 मिनट की टीम सिंक', hi, 'टीम सिंक', '2026-03-11', '14:00', 45, 'c'),
  phrase('3 घंटे की पढ़ाई परसों सुबह 9 बजे', hi, 'पढ़ाई', '2026-03-12', '09:00', 180, 'd'),
  phrase('आज रात 10 बजे आधे घंटे की कॉल', hi, 'कॉल', '2026-03-10', '22:00', 30, 'l'),
  phrase('कल दोपहर 1 से 2 बजे तक लंच', hi, 'लंच', '2026-03-11', '13:00', 60, 's', 'lunch'),
  phrase('शुक्रवार सुबह 9 से 11 बजे तक कोडिंग', hi, 'कोडिंग', '2026-03-13', '09:00', 120, 'd'),
  phrase('10 अप्रैल को दादी का जन्मदिन', hi, 'दादी का जन्मदिन', '2026-04-10', null, 90, 's'),
  phrase('2 अक्टूबर को छुट्टी', hi, 'छुट्टी', '2026-10-02', null, 60, 'c'),
  phrase('28 फ़रवरी 2027 को टैक्स फाइल करना', hi, 'टैक्स फाइल करना', '2027-02-28', null, 60, 'c'),
  phrase('होली पार्टी 14 मार्च शाम 4 बजे', hi, 'होली पार्टी', '2026-03-14', '16:00', 90, 's'),
  phrase('मंगलवार 24 मार्च को शाम 7 बजे संगीत कार्यक्रम', hi, 'संगीत कार्यक्रम', '2026-03-24', '19:00', 60, 'r'),
  phrase('साढ़े 11 बजे प्रेजेंटेशन की तैयारी', hi, 'प्रेजेंटेशन की तैयारी', '2026-03-10', '11:30', 90, 'd'),
  phrase('सवा 9 बजे बच्चों को स्कूल छोड़ना', hi, 'बच्चों को स्कूल छोड़ना', '2026-03-10', '09:15', 60, 'c'),
  phrase('कल रात साढ़े 8 बजे पार्टी', hi, 'पार्टी', '2026-03-11', '20:30', 90, 's'),
  phrase('गुरुवार को सुबह साढ़े 10 बजे 1:1 नेहा के साथ', hi, '1:1 नेहा के साथ', '2026-03-12', '10:30', 30, 'o'),
  phrase('परसों 4 बजे पैरेंट-टीचर मीटिंग', hi, 'पैरेंट-टीचर मीटिंग', '2026-03-12', '16:00', 45, 'c'),
  phrase('कल 11 बजे से 1 बजे तक वर्कशॉप', hi, 'वर्कशॉप', '2026-03-11', '11:00', 120, 'c'),
  phrase('20 मिनट में स्टैंडअप', hi, 'स्टैंडअप', '2026-03-10', '09:20', 30, 'l'),
  phrase('1 घंटे बाद फ़ोन करना', hi, 'फ़ोन करना', '2026-03-10', '10:00', 30, 'l'),
  phrase('कल ९ बजे सुबह योगा', hi, 'योगा', '2026-03-11', '09:00', 60, 'c'),
  phrase('लंच के बाद कल टीम के साथ ब्रेनस्टॉर्मिंग', hi, 'टीम के साथ ब्रेनस्टॉर्मिंग', '2026-03-11', '13:30', 60, 'r'),
  phrase('दफ़्तर के बाद सब्ज़ी लेना', hi, 'सब्ज़ी लेना', '2026-03-10', '17:30', 60, 'c'),
  phrase('शाम 7 बजे आरती', hi, 'आरती', '2026-03-10', '19:00', 60, 'c'),
  phrase('कल सवेरे 6 बजे मॉर्निंग वॉक', hi, 'मॉर्निंग वॉक', '2026-03-11', '06:00', 60, 'c'),
  phrase('रात 8 बजे खाना दोस्तों के साथ', hi, 'खाना दोस्तों के साथ', '2026-03-10', '20:00', 90, 's'),
  phrase('हर मंगलवार और शुक्रवार सुबह 6 बजे तैराकी', hi, 'तैराकी', '2026-03-13', '06:00', 60, 'c', null, 'FREQ=WEEKLY;BYDAY=TU,FR'),
  phrase('रोज़ाना दोपहर 2 बजे 20 मिनट की झपकी', hi, 'झपकी', '2026-03-10', '14:00', 20, 'c', null, 'FREQ=DAILY'),
  phrase('हर रविवार सुबह 8 बजे परिवार के साथ नाश्ता', hi, 'परिवार के साथ नाश्ता', '2026-03-15', '08:00', 30, 's', 'breakfast', 'FREQ=WEEKLY;BYDAY=SU'),
  phrase('हर महीने की 5 तारीख को किराया भरना', hi, 'किराया भरना', '2026-04-05', null, 60, 'c', null, 'FREQ=MONTHLY;BYMONTHDAY=5'),
  phrase('हर दूसरे शुक्रवार शाम 5 बजे टीम रेट्रो', hi, 'टीम रेट्रो', '2026-03-13', '17:00', 45, 'c', null, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'),
  phrase('हर हफ्ते सोमवार को सुबह 9 बजे योजना बैठक', hi, 'योजना बैठक', '2026-03-16', '09:00', 45, 'c', null, 'FREQ=WEEKLY;BYDAY=MO'),
  phrase('हर रोज़ रात 9 बजे ध्यान 15 मिनट', hi, 'ध्यान', '2026-03-10', '21:00', 15, 'c', null, 'FREQ=DAILY'),
  phrase('सोमवार से शुक्रवार शाम 6 बजे जिम', hi, 'जिम', '2026-03-10', '18:00', 60, 'c', null, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
  phrase('हर शनिवार 10 बजे घर की सफ़ाई', hi, 'घर की सफ़ाई', '2026-03-14', '10:00', 60, 'c', null, 'FREQ=WEEKLY;BYDAY=SA'),
  phrase('कल शाम 6 बजे', london, 'नया इवेंट', '2026-03-11', '18:00', 60, 'c'),
  phrase('आज दोपहर 1 बजे लंच', berlin, 'लंच', '2026-03-10', '13:00', 60, 's', 'lunch'),
];
