import { IdentityMessages } from '@flow/contracts';
import { parseRecoveryHash, PASSWORDS_DO_NOT_MATCH, validateNewPassword, validateResetRequest, validateSignIn, validateSignUp } from './auth-validation';

describe('auth rules (spec section 5)', () => {
  it('sign in needs e-mail and password', () => {
    expect(validateSignIn('', 'secret')).toBe(IdentityMessages.fillAllFields);
    expect(validateSignIn('  ', 'secret')).toBe(IdentityMessages.fillAllFields);
    expect(validateSignIn('ada@example.com', '')).toBe(IdentityMessages.fillAllFields);
    // Any password length may sign in: the minimum applies to new passwords only.
    expect(validateSignIn('ada@example.com', '123')).toBeNull();
  });

  it('sign up needs e-mail and a password of at least 6 characters; the name is optional', () => {
    expect(validateSignUp('', '')).toBe(IdentityMessages.fillAllFields);
    expect(validateSignUp('ada@example.com', '12345')).toBe(IdentityMessages.passwordTooShort);
    expect(validateSignUp('ada@example.com', '123456')).toBeNull();
    expect(validateSignUp('not-an-email', '123456')).toBe('Invalid Email');
    expect(validateSignIn('ada@example', 'secret')).toBe('Invalid Email');
  });

  it('a reset request needs an e-mail address', () => {
    expect(validateResetRequest(' ')).toBe(IdentityMessages.enterEmail);
    expect(validateResetRequest('ada@example.com')).toBeNull();
    expect(validateResetRequest('ada')).toBe('Invalid Email');
  });

  it('a new password needs both fields, 6 characters and a match, in that order', () => {
    expect(validateNewPassword('', 'abcdef')).toBe(IdentityMessages.fillAllFields);
    expect(validateNewPassword('abcdef', '')).toBe(IdentityMessages.fillAllFields);
    expect(validateNewPassword('abc', 'abd')).toBe(IdentityMessages.passwordTooShort);
    expect(validateNewPassword('abcdef', 'abcdeg')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('reads the recovery hash of the e-mailed link', () => {
    expect(parseRecoveryHash('#type=recovery&token=abc_123')).toEqual({ isRecovery: true, token: 'abc_123' });
    expect(parseRecoveryHash('#type=signup')).toEqual({ isRecovery: false, token: null });
    expect(parseRecoveryHash('')).toEqual({ isRecovery: false, token: null });
  });
});
