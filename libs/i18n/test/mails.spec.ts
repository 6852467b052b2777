import { addressReclaimedMail, coFlowInviteMail, confirmEmailMail, passwordResetMail } from '../src';

describe('mails in the recipient’s language', () => {
  const link = 'https://flow.example/confirm-email#token=abc';

  it('writes the confirmation mail in English word for word', () => {
    expect(confirmEmailMail('en', { fullName: 'Asha', email: 'asha@example.com', hours: 48, link })).toEqual({
      subject: 'Confirm your e-mail',
      text: `Hello Asha,\n\nPlease confirm that asha@example.com is your address by opening this link within 48 hours:\n\n${link}\n\nUntil then you can use FLOW, but you cannot receive or accept Co-Flow invitations.\nIf you did not create a FLOW account, ignore this mail.\n`,
    });
  });

  it('writes the confirmation mail in Hindi with the link and address unchanged', () => {
    const mail = confirmEmailMail('hi', { fullName: null, email: 'asha@example.com', hours: 48, link });
    expect(mail.subject).toBe('अपना ई-मेल पता पक्का करें');
    expect(mail.text.startsWith('नमस्ते,\n\nकृपया 48 घंटे के भीतर')).toBe(true);
    expect(mail.text).toContain(`\n\n${link}\n\n`);
    expect(mail.text).toContain('asha@example.com');
  });

  it('writes the password reset mail in both languages', () => {
    const english = passwordResetMail('en', { fullName: null, minutes: 60, link });
    expect(english.subject).toBe('Reset your FLOW password');
    expect(english.text).toBe(
      `Hello,\n\nSomeone asked to reset the password of your FLOW account. Open this link within 60 minutes to choose a new one:\n\n${link}\n\nIf it wasn't you, ignore this mail: your password stays as it is.\n`,
    );
    const hindi = passwordResetMail('hi', { fullName: 'आशा', minutes: 60, link });
    expect(hindi.subject).toBe('अपना FLOW पासवर्ड बदलें');
    expect(hindi.text).toContain('नमस्ते आशा,');
    expect(hindi.text).toContain('60 मिनट के भीतर');
  });

  it('writes the address-reclaimed mail with the list of what was removed', () => {
    const english = addressReclaimedMail('en', 'google', { fullName: null, email: 'a@example.com' });
    expect(english.subject).toBe('Your FLOW account now signs in with Google');
    expect(english.text).toContain("The account's address a@example.com had never been confirmed");
    expect(english.text).toContain('\n- connected calendars (Google Calendar, CalDAV)\n\nIf any of these were yours');
    const hindi = addressReclaimedMail('hi', 'recovery', { fullName: null, email: 'a@example.com' });
    expect(hindi.subject).toBe('आपका FLOW खाता फिर से आपका है');
    expect(hindi.text.match(/\n- /g)).toHaveLength(4);
  });

  it('writes the Co-Flow invitation', () => {
    const m = { senderName: 'Ravi', senderEmail: 'ravi@example.com', recipientEmail: 'new@example.com', link: 'https://flow.example/auth?tab=signup' };
    expect(coFlowInviteMail('en', m).text).toBe(
      `Hello,\n\nRavi (ravi@example.com) would like to compare energy rhythms with you on FLOW and find the times that suit you both.\n\nCreate your account with this address (new@example.com) and the invitation will be waiting for you on the Co-Flow page:\n\n${m.link}\n\nIf you don't know Ravi, you can ignore this mail.\n`,
    );
    const hindi = coFlowInviteMail('hi', m);
    expect(hindi.subject).toBe('FLOW पर Co-Flow के लिए आपको न्योता');
    expect(hindi.text).toContain('Ravi (ravi@example.com) FLOW पर आपके साथ');
  });
});
