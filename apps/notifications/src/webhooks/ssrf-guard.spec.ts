import { checkTarget, isPublicAddress, RefusedTargetError } from './ssrf-guard';

describe('webhook SSRF guard', () => {
  it.each([
    '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '127.0.0.1', '127.255.0.9', '0.0.0.0', '169.254.169.254', '100.64.0.1',
    '198.18.0.1', '224.0.0.1', '255.255.255.255', '192.0.2.10',
  ])('refuses IPv4 %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '64:ff9b::a00:1', '2002:a00:1::1', 'fd00:ec2::254', '::a00:1', '2001::1', '2001:4:112::1', '100::1'])(
    'refuses IPv6 %s',
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  );

  it.each(['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '::FFFF:192.168.0.1'])('refuses the IPv4-mapped IPv6 %s of a private address', (ip) =>
    expect(isPublicAddress(ip)).toBe(false),
  );

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])('accepts public %s', (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );

  it('refuses what is not an IP at all, and the shorthand forms some resolvers still connect to', () => {
    for (const text of ['example.com', '127.1', '0x7f.0.0.1', '2130706433']) expect(isPublicAddress(text)).toBe(false);
  });

  const resolveTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const strict = { allowLoopbackHttp: false };

  it('resolves a public name once and returns the address to connect to', async () => {
    const target = await checkTarget('https://hooks.example.com/in', { ...strict, resolveAll: resolveTo('93.184.216.34') });
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('refuses a name that resolves to a private address, even when another answer is public', async () => {
    await expect(checkTarget('https://inside.example.com/', { ...strict, resolveAll: resolveTo('10.0.0.5') })).rejects.toThrow(/is not a public internet address/);
    await expect(checkTarget('https://both.example.com/', { ...strict, resolveAll: resolveTo('93.184.216.34', '::ffff:127.0.0.1') })).rejects.toThrow(RefusedTargetError);
  });

  it('refuses http, credentials, literals inside, names that do not resolve', async () => {
    await expect(checkTarget('http://hooks.example.com/', { ...strict, resolveAll: resolveTo('93.184.216.34') })).rejects.toThrow(/https/);
    await expect(checkTarget('https://u:p@hooks.example.com/', strict)).rejects.toThrow(/user name/);
    await expect(checkTarget('https://169.254.169.254/latest/meta-data', strict)).rejects.toThrow(/is not a public internet address/);
    await expect(checkTarget('https://[::1]:8443/', strict)).rejects.toThrow(/is not a public internet address/);
    await expect(checkTarget('https://nowhere.invalid/', { ...strict, resolveAll: resolveTo() })).rejects.toThrow(/is not a public internet address we can reach/);
  });

  it('admits http://127.0.0.1 only with the test-only flag', async () => {
    await expect(checkTarget('http://127.0.0.1:9999/hook', strict)).rejects.toThrow(/https/);
    await expect(checkTarget('http://127.0.0.1:9999/hook', { allowLoopbackHttp: true })).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(checkTarget('http://localhost:9999/hook', { allowLoopbackHttp: true })).rejects.toThrow(/https/);
  });
});
