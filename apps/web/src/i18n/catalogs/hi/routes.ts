import type { Messages } from '../types';
import type { routes as en } from '../en/routes';

export const routes: Messages<typeof en> = {
  'Sign in': 'साइन इन',
  'Reset password': 'पासवर्ड रीसेट करें',
  'Confirm your e-mail': 'अपने ई-मेल की पुष्टि करें',
  'Privacy Policy': 'निजता नीति',
  'Terms of Service': 'सेवा की शर्तें',
  Install: 'इंस्टॉल करें',
  Welcome: 'स्वागत है',
  Settings: 'सेटिंग्स',
  'Energy Profile': 'ऊर्जा प्रोफ़ाइल',
  'Connecting your calendar': 'आपका कैलेंडर जोड़ा जा रहा है',
  Today: 'आज',
  'Current Flow': 'अभी का फ़्लो',
  CoFlow: 'को-फ़्लो',
  'Redirecting to Quick Add...': 'क्विक ऐड पर ले जा रहे हैं...',
  Planning: 'योजना',
  Schedule: 'शेड्यूल',
  'Schedule together': 'साथ में शेड्यूल करें',
  'Co-Flow': 'को-फ़्लो',
  Insights: 'अंतर्दृष्टि',
  Tasks: 'काम',
  'Page not found': 'पेज नहीं मिला',
};
