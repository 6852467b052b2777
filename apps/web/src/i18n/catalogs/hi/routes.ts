import type { Messages } from '../types';
import type { routes as en } from '../en/routes';

export const routes: Messages<typeof en> = {
  auth: 'साइन इन',
  resetPassword: 'पासवर्ड रीसेट करें',
  confirmEmail: 'अपने ई-मेल की पुष्टि करें',
  privacyPolicy: 'निजता नीति',
  termsOfService: 'सेवा की शर्तें',
  install: 'इंस्टॉल करें',
  onboarding: 'स्वागत है',
  settings: 'सेटिंग्स',
  energyProfile: 'ऊर्जा प्रोफ़ाइल',
  calendarCallback: 'आपका कैलेंडर जोड़ा जा रहा है',
  today: 'आज',
  flow: 'अभी का फ़्लो',
  coflow: 'को-फ़्लो',
  quickAdd: 'क्विक ऐड पर ले जा रहे हैं...',
  planning: 'योजना',
  schedule: 'शेड्यूल',
  scheduleWith: 'साथ में शेड्यूल करें',
  coFlowMap: 'को-फ़्लो',
  insights: 'अंतर्दृष्टि',
  tasks: 'काम',
  notFound: 'पेज नहीं मिला',
};
