import { peopleByIds } from './admin-people';

const ben = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Benjamin Lee', email: 'ben@example.sg' };
const mei = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Mei Tan', email: 'mei@example.sg' };

function fakeIdentity(known: (typeof ben)[]) {
  const call = jest.fn(async (_pattern: string, req: { ids: string[] }) => ({ users: known.filter((u) => req.ids.includes(u.id)) }));
  return { call: call as never, calls: call.mock.calls };
}

describe('peopleByIds', () => {
  it('asks identity once for every distinct id and names each person', async () => {
    const rpc = fakeIdentity([ben, mei]);
    const person = await peopleByIds(rpc, [ben.id, null, mei.id, ben.id, undefined]);
    expect(rpc.calls).toEqual([['identity.admin.users.byIds', { ids: [ben.id, mei.id] }]]);
    expect(person(ben.id)).toEqual(ben);
    expect(person(mei.id)).toEqual(mei);
    expect(person(null)).toBeNull();
  });

  it('answers null for an account that no longer exists, and makes no call when there is nobody to name', async () => {
    const rpc = fakeIdentity([]);
    expect((await peopleByIds(rpc, [ben.id]))(ben.id)).toBeNull();
    const none = fakeIdentity([ben]);
    await peopleByIds(none, [null, undefined]);
    expect(none.calls).toEqual([]);
  });

  it('splits more than 100 ids into calls identity accepts', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const rpc = fakeIdentity([]);
    await peopleByIds(rpc, ids);
    expect(rpc.calls.map(([, req]) => req.ids.length)).toEqual([100, 50]);
  });
});
