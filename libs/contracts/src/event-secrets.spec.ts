import { eventSchemas, type EventType } from './events';
import { eventSecretFields, secretFieldsOf } from './event-secrets';

describe('eventSecretFields', () => {
  it('names only fields that the event payload really has', () => {
    for (const [type, fields] of Object.entries(eventSecretFields) as [EventType, string[]][]) {
      const shape = (eventSchemas[type].payload as unknown as { shape: Record<string, unknown> }).shape;
      for (const field of fields) expect(Object.keys(shape)).toContain(field);
    }
  });

  it('covers every mailed link that works as a credential', () => {
    expect(secretFieldsOf('user.password_reset_requested')).toEqual(['resetUrl']);
    expect(secretFieldsOf('user.verification_requested')).toEqual(['verifyUrl']);
    expect(secretFieldsOf('user.email_change_requested')).toEqual(['confirmUrl']);
    expect(secretFieldsOf('user.invited')).toEqual(['activationUrl']);
    expect(secretFieldsOf('payment.paid')).toEqual([]);
  });
});
