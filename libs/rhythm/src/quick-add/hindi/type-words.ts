/**
 * The meeting type, meal and length of a Hindi title come from the English rules (meeting-types.ts,
 * durations.ts), applied to the English words its Hindi words stand for: 'राहुल के साथ बैठक' reads as
 * 'with Person meeting' (a one-on-one, as 'meeting with Rahul'), 'दोस्तों के साथ रात का खाना' as
 * 'friends with dinner'. Latin words in the title (Hinglish) are kept as they are.
 */
import { END, isHindi, lenient, START } from './lexicon';

/** Hindi words (leniently spelt) and the English word the English rules know them by. */
const GLOSS: [string[], string][] = [
  // Meals and social time
  [['नाश्ता', 'नाश्ते', 'ब्रेकफ़ास्ट'], 'breakfast'],
  [['ब्रंच'], 'brunch'],
  [['लंच', 'दोपहर का खाना', 'दोपहर के खाने', 'दोपहर का भोजन', 'दोपहर के भोजन'], 'lunch'],
  [['डिनर', 'रात का खाना', 'रात के खाने', 'रात का भोजन', 'रात के भोजन'], 'dinner'],
  [['कॉफ़ी', 'कॉफी', 'काफ़ी'], 'coffee'],
  [['पार्टी', 'दावत'], 'party'],
  [['जन्मदिन', 'बर्थडे', 'सालगिरह की पार्टी'], 'birthday'],
  [['शादी', 'विवाह'], 'wedding'],
  [['पिकनिक'], 'picnic'],
  [['फ़िल्म', 'मूवी', 'सिनेमा', 'पिक्चर'], 'movie'],
  [['दोस्तों', 'मित्रों'], 'friends'],
  [['दोस्त', 'मित्र'], 'friend'],
  [['परिवार', 'घरवालों'], 'family'],
  [['समारोह', 'जश्न', 'उत्सव'], 'celebration'],
  [['ड्रिंक्स'], 'drinks'],
  [['बारबेक्यू'], 'bbq'],
  // One-on-ones
  [['वन-ऑन-वन', 'वन ऑन वन'], 'one-on-one'],
  [['मेंटरिंग', 'मार्गदर्शन'], 'mentoring'],
  [['कोचिंग'], 'coaching'],
  // Short calls and admin
  [['कॉल', 'कॉल्स'], 'call'],
  [['फ़ोन', 'फोन'], 'phone'],
  [['चेक-इन'], 'check-in'],
  [['स्टैंडअप', 'स्टैंड-अप'], 'standup'],
  [['ईमेल', 'ई-मेल', 'मेल'], 'emails'],
  [['खरीदारी', 'ख़रीदारी', 'शॉपिंग'], 'shopping'],
  [['किराना', 'किराने', 'राशन'], 'groceries'],
  [['जल्दी', 'छोटी', 'छोटा'], 'quick'],
  // Focused work
  [['डीप वर्क', 'गहरा काम', 'गहन काम'], 'deep work'],
  [['फ़ोकस'], 'focus'],
  [['लिखना', 'लेखन', 'लिखाई', 'लिखने'], 'writing'],
  [['रिपोर्ट'], 'report'],
  [['कोडिंग', 'प्रोग्रामिंग'], 'coding'],
  [['पढ़ाई', 'अध्ययन'], 'study'],
  [['पढ़ना', 'पढ़ने'], 'reading'],
  [['शोध', 'रिसर्च', 'अनुसंधान'], 'research'],
  [['विश्लेषण'], 'analysis'],
  [['थीसिस', 'शोध-प्रबंध'], 'thesis'],
  [['प्रस्ताव', 'प्रपोज़ल'], 'proposal'],
  [['बजट'], 'budget'],
  [['रणनीति'], 'strategy'],
  [['मसौदा', 'ड्राफ़्ट'], 'draft'],
  [['तैयारी'], 'prep'],
  [['सीखना'], 'learning'],
  [['परीक्षा', 'इम्तिहान', 'एग्ज़ाम'], 'exam'],
  [['होमवर्क', 'गृहकार्य'], 'homework'],
  // Creative work
  [['ब्रेनस्टॉर्मिंग', 'ब्रेनस्टॉर्म', 'विचार-मंथन'], 'brainstorm'],
  [['डिज़ाइन'], 'design'],
  [['रचनात्मक'], 'creative'],
  [['स्केच', 'स्केचिंग'], 'sketch'],
  [['ड्रॉइंग', 'चित्रकारी'], 'drawing'],
  [['पेंटिंग'], 'painting'],
  [['संगीत', 'म्यूज़िक', 'रियाज़', 'गाना'], 'music'],
  [['फ़ोटो', 'फ़ोटोग्राफ़ी', 'फ़ोटोशूट'], 'photo'],
  [['वीडियो'], 'video'],
  [['प्रोटोटाइप'], 'prototype'],
  [['कला'], 'art'],
  // Meetings and work together
  [['मीटिंग', 'बैठक'], 'meeting'],
  [['मुलाकात', 'मिलना', 'मिलने', 'भेंट'], 'meet'],
  [['टीम'], 'team'],
  [['सिंक'], 'sync'],
  [['कार्यशाला', 'वर्कशॉप'], 'workshop'],
  [['किकऑफ़', 'किक-ऑफ़'], 'kickoff'],
  [['रेट्रो', 'रिट्रो'], 'retro'],
  [['स्प्रिंट'], 'sprint'],
  [['योजना', 'प्लानिंग', 'प्लैनिंग'], 'planning'],
  [['समीक्षा', 'रिव्यू'], 'review'],
  [['क्लाइंट'], 'client'],
  [['ग्राहक', 'कस्टमर'], 'customer'],
  [['प्रेज़ेंटेशन', 'प्रस्तुति'], 'presentation'],
  [['डेमो'], 'demo'],
  [['इंटरव्यू', 'साक्षात्कार'], 'interview'],
  [['बोर्ड'], 'board'],
  [['सम्मेलन', 'कॉन्फ़्रेंस'], 'conference'],
  [['वेबिनार'], 'webinar'],
  [['प्रोजेक्ट', 'परियोजना'], 'project'],
  [['कैच-अप'], 'catch up'],
];
const GLOSS_REGEXES = GLOSS.map(([words, english]) => ({ english, regex: new RegExp(`${START}(?:${words.map(lenient).join('|')})${END}`, 'gu') }));

/** Words that are not one person: pronouns and groups ('टीम के साथ', 'सबके साथ'). */
const NOT_A_PERSON = new RegExp(
  `^(?:${['मेरे', 'हमारे', 'उनके', 'उसके', 'आपके', 'तुम्हारे', 'सबके', 'सब', 'सभी', 'लोगों', 'उन', 'इन', 'किसी'].map(lenient).join('|')})$|ों$`,
  'u',
);
const AND_BEFORE = new RegExp(`(?:,|${START}(?:${lenient('और')}|${lenient('व')}|${lenient('तथा')}|${lenient('एवं')}))\\s*$`, 'u');
/** 'X के साथ' (with X) and 'X से मिलना / मुलाकात' (meeting X). */
const WITH = new RegExp(
  `${START}([\\p{L}\\p{M}]+)\\s+(?:${lenient('के साथ')}|${lenient('से')}(?=\\s+(?:${['मिलना', 'मिलने', 'मुलाकात', 'भेंट'].map(lenient).join('|')})${END}))`,
  'gu',
);

const KNOWN_WORD = new RegExp(`^(?:${GLOSS.flatMap(([words]) => words.map(lenient)).join('|')})$`, 'u');
const isKnownWord = (word: string) => KNOWN_WORD.test(word);

/** The English words the title's words stand for, in the title's order ('Person' for one named person); a title without Devanagari as it is. */
export function englishTypeWords(title: string): string {
  if (!isHindi(title)) return title;
  const words: { index: number; english: string }[] = [];
  for (const { english, regex } of GLOSS_REGEXES) for (const m of title.matchAll(regex)) words.push({ index: m.index, english });
  for (const m of title.matchAll(WITH)) {
    const name = m[1]!;
    const onePerson = !NOT_A_PERSON.test(name) && !isKnownWord(name) && !AND_BEFORE.test(title.slice(0, m.index));
    words.push({ index: m.index, english: onePerson ? 'with Person' : 'with' });
  }
  for (const m of title.matchAll(/[A-Za-z0-9][\w:'-]*/g)) words.push({ index: m.index, english: m[0] });
  return words
    .sort((a, b) => a.index - b.index)
    .map((w) => w.english)
    .join(' ');
}
