import { assertAcceptablePassword } from './password-policy';
import { COMMON_PASSWORDS } from './common-passwords';

describe('assertAcceptablePassword', () => {
  it.each(['password', 'Password1', 'QWERTY123', 'singapore', 'BlueprintVault'])('refuses the common password %s', (pw) => {
    expect(() => assertAcceptablePassword(pw, 'mei@example.sg')).toThrow('This password is too common');
  });

  // Entries of the public breach-frequency dictionary that the old hand-written list lacked.
  it.each(['kristina', 'Snickers', 'POOHBEAR', 'qweasdzxc', 'drowssap', 'westside'])('refuses the breach-list password %s', (pw) => {
    expect(() => assertAcceptablePassword(pw, 'mei@example.sg')).toThrow('This password is too common');
  });

  it('blocks a real list of common passwords, not a handful', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses the e-mail address or its local part', () => {
    expect(() => assertAcceptablePassword('mei.lin@example.sg', 'mei.lin@example.sg')).toThrow('must not be your e-mail');
    expect(() => assertAcceptablePassword('MEI.LIN', 'mei.lin@example.sg')).toThrow('must not be your e-mail');
  });

  it('accepts a passphrase', () => {
    expect(() => assertAcceptablePassword('harbour lights over marina bay', 'mei@example.sg')).not.toThrow();
  });
});
