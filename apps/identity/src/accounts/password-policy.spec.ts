import { assertAcceptablePassword } from './password-policy';

describe('assertAcceptablePassword', () => {
  it.each(['password', 'Password1', 'QWERTY123', 'singapore', 'BlueprintVault'])('refuses the common password %s', (pw) => {
    expect(() => assertAcceptablePassword(pw, 'mei@example.sg')).toThrow('This password is too common');
  });

  it('refuses the e-mail address or its local part', () => {
    expect(() => assertAcceptablePassword('mei.lin@example.sg', 'mei.lin@example.sg')).toThrow('must not be your e-mail');
    expect(() => assertAcceptablePassword('MEI.LIN', 'mei.lin@example.sg')).toThrow('must not be your e-mail');
  });

  it('accepts a passphrase', () => {
    expect(() => assertAcceptablePassword('harbour lights over marina bay', 'mei@example.sg')).not.toThrow();
  });
});
