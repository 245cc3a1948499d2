import { eventConsumers } from '@bv/contracts';
import { assertEventTable } from './event-table';

describe('the event table checked at boot', () => {
  it('lets a service start whose handlers are what the table gives it', () => {
    expect(() => assertEventTable('identity', [...eventConsumers.identity], [])).not.toThrow();
    expect(() => assertEventTable('gateway', [], ['flags.changed', 'session.revoked', 'user.role_changed', 'user.profile_changed', 'room.evidence.changed', 'document.converted', 'document.failed', 'document.deleted'])).not.toThrow();
  });

  it('refuses a handler the table does not declare, and a declared event nobody handles', () => {
    expect(() => assertEventTable('identity', ['payment.paid', 'payment.refunded', 'share.viewed'], [])).toThrow(/identity's event handlers do not match .*: it consumes share\.viewed, which the table does not give it/);
    expect(() => assertEventTable('billing', ['user.registered'], [])).toThrow(/the table says it consumes user\.invited, flags\.changed, .* but it has no handler/);
    expect(() => assertEventTable('gateway', [], ['flags.changed'])).toThrow(/subscribes to session\.revoked, user\.role_changed, user\.profile_changed, room\.evidence\.changed, .* but it has no handler/);
  });
});
