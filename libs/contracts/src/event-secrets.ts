import type { EventPayload, EventType } from './events';

type SecretFields = { readonly [T in EventType]?: readonly (keyof EventPayload<T> & string)[] };

/**
 * Payload fields that are credentials (single-use links). Producers' outboxes blank them once
 * the event is published, so a stored row never hands out someone's reset or activation link.
 */
export const eventSecretFields: SecretFields = {
  'user.verification_requested': ['verifyUrl'],
  'user.password_reset_requested': ['resetUrl'],
  'user.email_change_requested': ['confirmUrl'],
  'user.invited': ['activationUrl'],
  // The link back carries the room link's token.
  'room.question_answered': ['roomPagePath'],
};

/** The secret fields of an event type by name; none for unknown types. */
export function secretFieldsOf(type: string): readonly string[] {
  return (eventSecretFields as Record<string, readonly string[] | undefined>)[type] ?? [];
}
