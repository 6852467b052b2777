import { ProfileMessages } from '@flow/contracts';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { AI_CREDITS_DEPLETED, analysisErrorMessage, localIsoDate, validateBirthDetails } from './onboarding-validation';

const ok = { fullName: 'Ada', birthDate: '1990-04-15', birthTime: '', birthPlace: 'London, UK', currentLocation: '' };

describe('onboarding rules (spec section 5)', () => {
  it('needs a name, then date and place; the time is optional', () => {
    expect(validateBirthDetails({ ...ok, fullName: '  ' }, '2026-11-23')).toBe(ProfileMessages.enterName);
    expect(validateBirthDetails({ ...ok, birthDate: '' }, '2026-11-23')).toBe(ProfileMessages.enterBirthDateAndPlace);
    expect(validateBirthDetails({ ...ok, birthPlace: ' ' }, '2026-11-23')).toBe(ProfileMessages.enterBirthDateAndPlace);
    expect(validateBirthDetails(ok, '2026-11-23')).toBeNull();
  });

  it('refuses a birth date in the future (today is fine)', () => {
    expect(validateBirthDetails({ ...ok, birthDate: '2026-11-24' }, '2026-11-23')).toBe(ProfileMessages.birthDateInFuture);
    expect(validateBirthDetails({ ...ok, birthDate: '2026-11-23' }, '2026-11-23')).toBeNull();
  });

  it('maps analysis failures to the spec texts (402, 429, server text, generic)', () => {
    expect(analysisErrorMessage(new ApiError(402, 'PAYMENT', 'x'))).toBe(AI_CREDITS_DEPLETED);
    expect(analysisErrorMessage(new ApiError(429, 'RATE', 'x'))).toBe(ProfileMessages.rateLimited);
    expect(analysisErrorMessage(new ApiError(422, 'PLACE', ProfileMessages.placeNotFound))).toBe(ProfileMessages.placeNotFound);
    expect(analysisErrorMessage(new ApiError(500, 'INTERNAL', 'boom'))).toBe(ProfileMessages.analysisFailed);
    expect(analysisErrorMessage(new NetworkError())).toBe(ProfileMessages.analysisFailed);
  });

  it('uses the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
