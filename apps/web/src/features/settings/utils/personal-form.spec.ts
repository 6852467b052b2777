import { ProfileMessages } from '@flow/contracts';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { profile } from '../../../testing/fixtures';
import { formFromProfile, personalUpdate, SAVE_ERROR, saveErrorMessage, UPDATE_FAILED } from './personal-form';

describe('settings personal form', () => {
  it('starts from the profile, birth time shown HH:MM', () => {
    expect(formFromProfile(profile({ current_location: 'Lisbon' }))).toEqual({
      fullName: 'Ada Flow',
      birthDate: '1990-04-15',
      birthTime: '08:30',
      birthLocation: 'London, United Kingdom',
      currentLocation: 'Lisbon',
    });
    expect(formFromProfile(undefined)).toEqual({ fullName: '', birthDate: '', birthTime: '', birthLocation: '', currentLocation: '' });
  });

  it('needs a name; the birth time is optional (sent as null when empty)', () => {
    expect(personalUpdate({ fullName: ' ', birthDate: '', birthTime: '', birthLocation: '', currentLocation: '' }, '2026-11-23')).toEqual({
      problem: ProfileMessages.enterName,
    });
    expect(
      personalUpdate(
        { fullName: ' Ada ', birthDate: '1990-04-15', birthTime: '', birthLocation: ' Paris, France ', currentLocation: ' London ' },
        '2026-11-23',
      ),
    ).toEqual({
      body: { full_name: 'Ada', birth_date: '1990-04-15', birth_time: null, birth_location: 'Paris, France', current_location: 'London' },
    });
    expect(personalUpdate({ fullName: 'Ada', birthDate: '2030-01-01', birthTime: '', birthLocation: '', currentLocation: '' }, '2026-11-23')).toEqual({
      problem: ProfileMessages.birthDateInFuture,
    });
  });

  it("shows a refused field's reason, 'Failed to update profile' for other answers, 'An error occurred while saving' without one", () => {
    expect(saveErrorMessage(new ApiError(422, 'VALIDATION', 'Birth time must look like 14:30'))).toBe('Birth time must look like 14:30');
    expect(saveErrorMessage(new ApiError(503, 'UNAVAILABLE', 'down'))).toBe(UPDATE_FAILED);
    expect(saveErrorMessage(new NetworkError())).toBe(SAVE_ERROR);
  });
});
