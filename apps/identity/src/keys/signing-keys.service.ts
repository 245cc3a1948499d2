import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { In, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import type { Jwks } from '@bv/contracts';
import { CONFIG, DATA_SOURCE } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { decryptSecret, encryptSecret } from '../crypto/key-encryption';
import { SigningKeyEntity } from './signing-key.entity';

type ActiveKey = { kid: string; privateKey: CryptoKey; loadedAt: number };

/** How long a process trusts its copy of the active key before looking again (rotation). */
const ACTIVE_KEY_CACHE_MS = 60_000;

/**
 * ES256 signing keys. One key signs (active); the next (standby) is already published in the
 * JWKS so verifiers know it before it signs anything; retired keys stay published until
 * every token they signed has expired.
 */
@Injectable()
export class SigningKeysService {
  private active?: ActiveKey;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Makes sure an active and a standby key exist (first start, or after a rotation). */
  async ensureKeys(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity:signing-keys']);
      const states = (await manager.find(SigningKeyEntity, { where: { state: In(['active', 'standby']) } })).map((k) => k.state);
      if (!states.includes('active')) await this.createKey(manager, 'active');
      if (!states.includes('standby')) await this.createKey(manager, 'standby');
    });
  }

  /** The standby key starts signing, the active one retires, a new standby is published. */
  async rotate(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity:signing-keys']);
      await manager.update(SigningKeyEntity, { state: 'active' }, { state: 'retired', retiredAt: new Date() });
      const promoted = await manager.update(SigningKeyEntity, { state: 'standby' }, { state: 'active', activatedAt: new Date() });
      if (!promoted.affected) await this.createKey(manager, 'active');
      await this.createKey(manager, 'standby');
    });
    this.active = undefined;
  }

  async jwks(): Promise<Jwks> {
    const stillVerifiable = new Date(Date.now() - this.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
    const keys = await this.dataSource.getRepository(SigningKeyEntity).find({
      where: [{ state: In(['active', 'standby']) }, { state: 'retired', retiredAt: MoreThan(stillVerifiable) }],
      order: { createdAt: 'ASC' },
    });
    return { keys: keys.map((k) => ({ ...k.publicJwk, kid: k.kid, alg: 'ES256', use: 'sig' }) as Jwks['keys'][number]) };
  }

  async sign(claims: JWTPayload & { sub: string }, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
    const key = await this.activeKey();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(key.privateKey);
    return { token, expiresAt: new Date((now + ttlSeconds) * 1000) };
  }

  private async activeKey(): Promise<ActiveKey> {
    if (this.active && Date.now() - this.active.loadedAt < ACTIVE_KEY_CACHE_MS) return this.active;
    let row = await this.dataSource.getRepository(SigningKeyEntity).findOneBy({ state: 'active' });
    if (!row) {
      await this.ensureKeys();
      row = await this.dataSource.getRepository(SigningKeyEntity).findOneByOrFail({ state: 'active' });
    }
    const pem = decryptSecret(row.privateKeyEnc, this.config.KEY_ENCRYPTION_KEY);
    this.active = { kid: row.kid, privateKey: await importPKCS8(pem, 'ES256'), loadedAt: Date.now() };
    return this.active;
  }

  private async createKey(manager: EntityManager, state: 'active' | 'standby'): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomBytes(12).toString('base64url');
    await manager.insert(SigningKeyEntity, {
      kid,
      publicJwk: await exportJWK(publicKey),
      privateKeyEnc: encryptSecret(await exportPKCS8(privateKey), this.config.KEY_ENCRYPTION_KEY),
      state,
      activatedAt: state === 'active' ? new Date() : null,
    });
  }
}
