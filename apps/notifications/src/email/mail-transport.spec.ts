import { pooledSmtpUrl } from './mail-transport';

describe('pooledSmtpUrl', () => {
  it('pools SMTP connections unless the URL says otherwise', () => {
    expect(pooledSmtpUrl('smtp://user:secret@smtp.example.sg:587')).toBe('smtp://user:secret@smtp.example.sg:587?pool=true');
    expect(pooledSmtpUrl('smtps://smtp.example.sg?pool=false')).toBe('smtps://smtp.example.sg?pool=false');
  });
});
