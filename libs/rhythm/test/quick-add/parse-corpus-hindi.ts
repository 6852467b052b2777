import type { MealType, MeetingType } from '@flow/contracts';
import type { QuickAddCorpusCase } from './parse-corpus';

/**
 * Hindi tuning corpus (issue 41): phrases the Hindi reader is tuned on, beside the held-out set
 * (parse-corpus-held-out-hindi.ts, whose header gives the readings both expect). Typed on Tuesday
 * 10 March 2026 at 09:00 in Kolkata (hi-IN) unless a case says otherwise.
 */
export const QUICK_ADD_HINDI_NOW = '2026-03-10T03:30:00Z';
type Where = { now?: string; timeZone?: string; locale?: string };
const hi: Where = { now: QUICK_ADD_HINDI_NOW, timeZone: 'Asia/Kolkata', locale: 'hi-IN' };
/** A Hindi sentence from a person whose browser says English: the script decides, not the locale. */
const enBrowser: Where = { now: QUICK_ADD_HINDI_NOW, timeZone: 'Asia/Kolkata', locale: 'en-IN' };
const evening: Where = { ...hi, now: '2026-03-10T14:30:00Z' };

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

export const QUICK_ADD_CORPUS_HINDI: QuickAddCorpusCase[] = [
  // The web's Hindi examples (apps/web/src/i18n/catalogs/hi/quick-add.ts).
  phrase('कल सुबह 10 बजे रिपोर्ट पर गहरा काम', hi, 'रिपोर्ट पर गहरा काम', '2026-03-11', '10:00', 90, 'd'),
  phrase('शुक्रवार को सैम के साथ दोपहर का खाना', hi, 'सैम के साथ दोपहर का खाना', '2026-03-13', null, 60, 's', 'lunch'),
  phrase('दोपहर 3 बजे 30 मिनट की टीम मीटिंग', hi, 'टीम मीटिंग', '2026-03-10', '15:00', 30, 'c'),
  phrase('कल सुबह योग', hi, 'योग', '2026-03-11', '09:00', 60, 'c'),
  phrase('कल सुबह 10 बजे मीटिंग', hi, 'मीटिंग', '2026-03-11', '10:00', 45, 'c'),
  phrase('आज शाम 6 बजे सीमा के साथ कॉफ़ी', hi, 'सीमा के साथ कॉफ़ी', '2026-03-10', '18:00', 30, 's', 'coffee'),
  phrase('परसों 11 बजे दंत चिकित्सक', hi, 'दंत चिकित्सक', '2026-03-12', '11:00', 60, 'c'),
  phrase('मंगलवार को 4 बजे कॉल', hi, 'कॉल', '2026-03-10', '16:00', 30, 'l'),
  phrase('बुधवार दोपहर 3 बजे डिज़ाइन समीक्षा', hi, 'डिज़ाइन समीक्षा', '2026-03-11', '15:00', 60, 'r'),
  phrase('गुरूवार को सुबह 8 बजे नाश्ता', hi, 'नाश्ता', '2026-03-12', '08:00', 30, 's', 'breakfast'),
  phrase('बृहस्पतिवार को टीम लंच', hi, 'टीम लंच', '2026-03-12', null, 60, 's', 'lunch'),
  phrase('शनिवार रात 9 बजे डिनर', hi, 'डिनर', '2026-03-14', '21:00', 60, 's', 'dinner'),
  phrase('इतवार को 10 बजे बाज़ार जाना', hi, 'बाज़ार जाना', '2026-03-15', '10:00', 60, 'c'),
  phrase('कल 7 बजे रात का खाना', hi, 'रात का खाना', '2026-03-11', '19:00', 60, 's', 'dinner'),
  phrase('कल 9 बजे सुबह का नाश्ता', hi, 'सुबह का नाश्ता', '2026-03-11', '09:00', 30, 's', 'breakfast'),
  phrase('कल दोपहर 1 बजे दोपहर का खाना', hi, 'दोपहर का खाना', '2026-03-11', '13:00', 60, 's', 'lunch'),
  phrase('कल ९:३० बजे प्रेज़ेंटेशन', hi, 'प्रेज़ेंटेशन', '2026-03-11', '09:30', 45, 'c'),
  phrase('सुबह साढ़े 7 बजे सैर', hi, 'सैर', '2026-03-11', '07:30', 60, 'c'),
  phrase('साढ़े 3 बजे चाय', hi, 'चाय', '2026-03-10', '15:30', 60, 'c'),
  phrase('कल सवा 9 बजे स्टैंड-अप', hi, 'स्टैंड-अप', '2026-03-11', '09:15', 30, 'l'),
  phrase('पौने 10 बजे बस', hi, 'बस', '2026-03-10', '09:45', 60, 'c'),
  phrase('कल डेढ़ बजे भोजन', hi, 'भोजन', '2026-03-11', '13:30', 60, 'c'),
  phrase('ढाई बजे कोचिंग', hi, 'कोचिंग', '2026-03-10', '14:30', 30, 'o'),
  phrase('कल दो बजे मीटिंग', hi, 'मीटिंग', '2026-03-11', '14:00', 45, 'c'),
  phrase('कल शाम पाँच बजे फ़ोन', hi, 'फ़ोन', '2026-03-11', '17:00', 30, 'l'),
  phrase('कल 10 बजकर 30 मिनट पर मीटिंग', hi, 'मीटिंग', '2026-03-11', '10:30', 45, 'c'),
  phrase('कल 3pm पर रिव्यू', hi, 'रिव्यू', '2026-03-11', '15:00', 45, 'c'),
  phrase('2 घंटे की पढ़ाई कल', hi, 'पढ़ाई', '2026-03-11', null, 120, 'd'),
  phrase('कल 1 घंटा कसरत', hi, 'कसरत', '2026-03-11', null, 60, 'c'),
  phrase('डेढ़ घंटे की बैठक परसों 11 बजे', hi, 'बैठक', '2026-03-12', '11:00', 90, 'c'),
  phrase('ढाई घंटे का वर्कशॉप कल', hi, 'वर्कशॉप', '2026-03-11', null, 150, 'c'),
  phrase('आधे घंटे की कॉल 4 बजे', hi, 'कॉल', '2026-03-10', '16:00', 30, 'l'),
  phrase('सवा घंटा तैराकी कल सुबह', hi, 'तैराकी', '2026-03-11', '09:00', 75, 'c'),
  phrase('साढ़े 3 घंटे शोध कल', hi, 'शोध', '2026-03-11', null, 210, 'd'),
  phrase('कल 1 घंटे 30 मिनट के लिए लेखन', hi, 'लेखन', '2026-03-11', null, 90, 'd'),
  phrase('तीस मिनट ध्यान', hi, 'ध्यान', '2026-03-10', null, 30, 'c'),
  phrase('कल 2 से 4 बजे तक मार्केटिंग योजना', hi, 'मार्केटिंग योजना', '2026-03-11', '14:00', 120, 'c'),
  phrase('10 बजे से 11:30 बजे तक इंटरव्यू', hi, 'इंटरव्यू', '2026-03-10', '10:00', 90, 'c'),
  phrase('अगले बुधवार शाम 6 बजे पार्टी', hi, 'पार्टी', '2026-03-18', '18:00', 90, 's'),
  phrase('अगले सोमवार को टीम रिट्रो', hi, 'टीम रिट्रो', '2026-03-16', null, 45, 'c'),
  phrase('इस शनिवार सुबह 10 बजे योग', hi, 'योग', '2026-03-14', '10:00', 60, 'c'),
  phrase('आज शाम संगीत अभ्यास', hi, 'संगीत अभ्यास', '2026-03-10', '18:00', 60, 'r'),
  phrase('आज दोपहर बजट पर काम', hi, 'बजट पर काम', '2026-03-10', '14:00', 90, 'd'),
  phrase('कल रात फ़िल्म देखना', hi, 'फ़िल्म देखना', '2026-03-11', '19:00', 90, 's'),
  phrase('शाम की सैर', hi, 'शाम की सैर', '2026-03-10', '18:00', 60, 'c'),
  phrase('7 दिसंबर को सालगिरह', hi, 'सालगिरह', '2026-12-07', null, 60, 'c'),
  phrase('14 फरवरी को डिनर डेट', hi, 'डिनर डेट', '2027-02-14', null, 60, 's', 'dinner'),
  phrase('31 अक्टूबर शाम 5 बजे रिपोर्ट जमा करना', hi, 'रिपोर्ट जमा करना', '2026-10-31', '17:00', 90, 'd'),
  phrase('2 सितम्बर को विवाह समारोह', hi, 'विवाह समारोह', '2026-09-02', null, 90, 's'),
  phrase('नवंबर 3 को चुनाव', hi, 'चुनाव', '2026-11-03', null, 60, 'c'),
  phrase('15 तारीख को बिल भरना', hi, 'बिल भरना', '2026-03-15', null, 60, 'c'),
  phrase('हर बुधवार शाम 7 बजे बैडमिंटन', hi, 'बैडमिंटन', '2026-03-11', '19:00', 60, 'c', null, 'FREQ=WEEKLY;BYDAY=WE'),
  phrase('हर रोज़ सुबह 6 बजे योग', hi, 'योग', '2026-03-11', '06:00', 60, 'c', null, 'FREQ=DAILY'),
  phrase('रोजाना रात 10 बजे पढ़ना', hi, 'पढ़ना', '2026-03-10', '22:00', 90, 'd', null, 'FREQ=DAILY'),
  phrase('हर हफ्ते टीम मीटिंग', hi, 'टीम मीटिंग', '2026-03-10', null, 45, 'c', null, 'FREQ=WEEKLY'),
  phrase('हर महीने किराया', hi, 'किराया', '2026-03-10', null, 60, 'c', null, 'FREQ=MONTHLY'),
  phrase('हर साल 2 अक्टूबर को गांधी जयंती', hi, 'गांधी जयंती', '2026-10-02', null, 60, 'c', null, 'FREQ=YEARLY'),
  phrase('हर शनिवार और रविवार सुबह 8 बजे दौड़', hi, 'दौड़', '2026-03-14', '08:00', 60, 'c', null, 'FREQ=WEEKLY;BYDAY=SA,SU'),
  phrase('हर मंगलवार 10 बार गिटार क्लास', hi, 'गिटार क्लास', '2026-03-10', null, 60, 'c', null, 'FREQ=WEEKLY;BYDAY=TU;COUNT=10'),
  phrase('हर शाम 7 बजे टहलना', hi, 'टहलना', '2026-03-10', '19:00', 60, 'c', null, 'FREQ=DAILY'),
  phrase('कृपया कल 11 बजे मीटिंग जोड़ें', hi, 'मीटिंग', '2026-03-11', '11:00', 45, 'c'),
  phrase('मुझे कल 5 बजे दवाई लेनी है', hi, 'दवाई लेनी', '2026-03-11', '17:00', 60, 'c'),
  phrase('कल शाम 6 बजे राहुल और प्रिया के साथ बैठक', hi, 'राहुल और प्रिया के साथ बैठक', '2026-03-11', '18:00', 45, 'c'),
  phrase('गुरुवार को अनीता से मिलना', hi, 'अनीता से मिलना', '2026-03-12', null, 30, 'o'),
  phrase('कल 10 बजे ईमेल का जवाब', enBrowser, 'ईमेल का जवाब', '2026-03-11', '10:00', 30, 'l'),
  phrase('आज शाम 6 बजे', evening, 'नया इवेंट', '2026-03-10', '18:00', 60, 'c'),
  phrase('3 बजे दोस्त से मुलाकात', evening, 'दोस्त से मुलाकात', '2026-03-11', '15:00', 45, 'c'),
  phrase('5 मिनट में कॉल', hi, 'कॉल', '2026-03-10', '09:05', 30, 'l'),
  phrase('2 घंटे बाद मीटिंग', hi, 'मीटिंग', '2026-03-10', '11:00', 45, 'c'),
];
