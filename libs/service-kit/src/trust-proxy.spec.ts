import { z } from 'zod';
import { baseConfigShape, ConfigError, loadConfig } from './config';

const schema = z.object(baseConfigShape);

describe('TRUST_PROXY', () => {
  it('trusts a proxy on this host only by default', () => {
    expect(loadConfig(schema, {}).TRUST_PROXY).toEqual(['127.0.0.1/8', '::1/128']);
  });

  it('takes addresses and CIDRs, a hop count, or false', () => {
    expect(loadConfig(schema, { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.0.2.1', 'fd00::/8']);
    expect(loadConfig(schema, { TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig(schema, { TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('refuses true, which would let any client choose its address, and names bad entries', () => {
    expect(() => loadConfig(schema, { TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every peer/);
    expect(() => loadConfig(schema, { TRUST_PROXY: '10.0.0.0/8,ingress' })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { TRUST_PROXY: '10.0.0.0/8,ingress' })).toThrow(/"ingress"/);
    expect(() => loadConfig(schema, { TRUST_PROXY: '0' })).toThrow(/hop count/);
  });
});
