import type { planning as en } from '../en/planning';
import type { Messages } from '../types';

export const planning: Messages<typeof en> = {
  title: 'आपकी दशाएँ और कैलेंडर एक नज़र में',
  currentPhase: 'वर्तमान दशा: {planet} · {theme}',
  energyQuality: 'ऊर्जा का स्वभाव: {bestFor}; ध्यान रखें: {caution}।',
  readingPhase: 'आपकी वर्तमान दशा पढ़ी जा रही है…',
  phaseUnavailable: 'आपकी वर्तमान दशा अभी उपलब्ध नहीं है।',
  refresh: 'ताज़ा करें',
  refreshing: 'ताज़ा हो रहा है...',
  planet: '{planet, select, Sun {सूर्य} Moon {चंद्र} Mars {मंगल} Mercury {बुध} Jupiter {गुरु} Venus {शुक्र} Saturn {शनि} Rahu {राहु} Ketu {केतु} other {{planet}}}',
  theme: '{planet, select, Sun {नेतृत्व} Moon {अंतर्ज्ञान} Mars {कर्म} Mercury {संवाद} Jupiter {विकास} Venus {सामंजस्य} Saturn {निर्माण} Rahu {नवाचार} other {चिंतन}}',
  'phase.title': 'आपकी वर्तमान दशा',
  'phase.unavailable': 'आपकी दशाएँ अभी उपलब्ध नहीं हैं।',
  'phase.left': '{time} बाकी',
  'phase.sub': 'अंतर्दशा ({theme}) · {time} बाकी',
  'phase.micro': 'प्रत्यंतर दशा ({theme}) · {time} बाकी',
  years: '{count, plural, one {# साल} other {# साल}}',
  months: '{count, plural, one {# महीना} other {# महीने}}',
  lessThanMonth: 'एक महीने से कम',
  'week.title': 'आपका आने वाला हफ़्ता',
  'week.unavailable': 'आपका आने वाला हफ़्ता अभी उपलब्ध नहीं है।',
  'week.quiet': 'आकाश में शांत हफ़्ता: कोई ख़ास गोचर नहीं।',
  'week.impact': '{impact, select, positive {सहायक} neutral {तटस्थ} other {चुनौती भरा}}',
  'week.transit': '{sign} में {planet}',
  'week.from': ' · {date} से',
  'grid.title': 'हफ़्ते का दृश्य',
  'grid.day': '{date}, {place} में',
  'grid.hours': 'हफ़्ते के घंटे',
  'grid.event': '{title}, {start} से {end} तक, {tone, select, aligned {अनुकूल} misaligned {प्रतिकूल} other {तय}}',
  'grid.external': 'यह आपके कैलेंडर से है: बदलना हो तो वहीं बदलें।',
  'phase.focus':
    '{planet, select, Sun {आगे बढ़ें: फ़ैसले लें, अपनी बात रखें और अपनी दिशा ख़ुद तय करें} Moon {भीतर की आवाज़ सुनें और अपने क़रीबी लोगों का ध्यान रखें} Mars {जिस कठिन काम को टालते आ रहे हैं, उससे निपटें} Mercury {लिखें, बातचीत से हल निकालें और विचारों व लोगों को जोड़ें} Jupiter {सीखें, सिखाएँ और उस राह पर चलें जो आपके काम को अर्थ देती है} Venus {रचें, सँवारें और अपने प्रिय लोगों व काम का आनंद लें} Saturn {धैर्य और अनुशासन से काम करके नींव रखें} Rahu {अनजाने विचारों के साथ बेझिझक प्रयोग करें} other {सरल बनाएँ, छोड़ना सीखें और अंतर्दृष्टि की ओर मुड़ें}}',
  'phase.bestFor':
    '{planet, select, Sun {फ़ैसले, प्रस्तुतियाँ और सामने दिखने वाला काम} Moon {चिंतन, रिश्तों की देखभाल और हल्की योजना} Mars {निर्णायक प्रयास, व्यायाम और कठिन काम} Mercury {कॉल, लेखन, सीखना और बातचीत} Jupiter {सीखना, मार्गदर्शन और लंबी योजना} Venus {रचनात्मक काम, रिश्ते और आनंद} Saturn {व्यवस्था, प्रशासनिक काम, रखरखाव और लंबी परियोजनाएँ} Rahu {प्रयोग, तकनीक और पुराने ढर्रे तोड़ना} other {चिंतन, ध्यान और सरलता}}',
  'phase.caution':
    '{planet, select, Sun {अहंकार और थकान के बावजूद ख़ुद को धकेलना} Moon {मन उदास हो तब ज़रूरत से ज़्यादा वादे करना} Mars {जल्दबाज़ी, बहस और ज़रूरत से ज़्यादा व्यायाम} Mercury {बिखरा ध्यान और एक साथ बहुत सारे अधूरे काम} Jupiter {हर बात के लिए हाँ कहना} Venus {थकान में आराम और भोग-विलास में डूबना} Saturn {भारीपन और बिना आराम के काम करना} Rahu {बेचैनी और अपनी सीमा से आगे बढ़ना} other {उदासीनता और भटकना}}',
  'phase.activity1':
    '{planet, select, Sun {अपना काम दूसरों को दिखाएँ} Moon {चिंतन करें और डायरी लिखें} Mars {टाला हुआ काम निपटाएँ} Mercury {जो ज़रूरी है, लिखकर भेजें} Jupiter {कुछ नया सीखें} Venus {कुछ सुंदर रचें} Saturn {चीज़ें व्यवस्थित करें और सँभालें} Rahu {कोई प्रयोग करके देखें} other {ध्यान करें}}',
  'phase.activity2':
    '{planet, select, Sun {एक साफ़ फ़ैसला लें} Moon {किसी अपने से बात करें} Mars {जमकर व्यायाम करें} Mercury {ज़रूरी बातचीत कर लें} Jupiter {किसी का मार्गदर्शन करें या ख़ुद मार्गदर्शन लें} Venus {अपने प्रिय लोगों के साथ समय बिताएँ} Saturn {किसी लंबी परियोजना को आगे बढ़ाएँ} Rahu {एक आदत तोड़ें} other {एक ज़िम्मेदारी छोड़ दें}}',
};
