import { whoCanOpen, type ShareFormValues } from './share-form';

const base: ShareFormValues = { title: 'Deck', description: '', password: '', removePassword: false, expiresOn: '', maxViews: '', isPublic: true, notifyOnView: false, requireEmail: false, allowedViewers: '', allowDownload: false };

describe('who can open a share link, as the form says it', () => {
  it('names the password with "anyone with the link" in one sentence', () => {
    expect(whoCanOpen(base)).toBe('Anyone with the link.');
    expect(whoCanOpen({ ...base, password: 'kopi2026' })).toBe('Anyone with the link and the password.');
    expect(whoCanOpen(base, true)).toBe('Anyone with the link and the password.');
    expect(whoCanOpen({ ...base, removePassword: true }, true)).toBe('Anyone with the link.');
  });

  it('narrows to the verified e-mails and the allow-list', () => {
    expect(whoCanOpen({ ...base, requireEmail: true })).toBe('Anyone with the link who confirms their e-mail address.');
    expect(whoCanOpen({ ...base, requireEmail: true, allowedViewers: 'jungle.vc\nmei@harbour.sg', password: 'abcd' })).toBe('Only @jungle.vc, mei@harbour.sg, once they confirm their e-mail address and enter the password.');
  });

  it('says a paused link opens for nobody', () => {
    expect(whoCanOpen({ ...base, isPublic: false, password: 'abcd' })).toMatch(/^Nobody for now/);
  });
});
