import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { In, LessThan, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import type { Jwks } from '@bv/contracts';
import { CONFIG, DATA_SOURCE, LOGGER, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import type { IdentityConfig } from '../config';
import { decryptSecret, encryptSecret } from '../crypto/key-encryption';
import { SigningKeyEntity } from './signing-key.entity';

type ActiveKey = { kid: string; privateKey: CryptoKey; loadedAt: number };

/** How long a process trusts its copy of the active key before looking again (rotation). */
const ACTIVE_KEY_CACHE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Retired keys leave the JWKS once their tokens expired; the rows go a day after that. */
const RETIRED_KEY_KEEP_MS = DAY_MS;

/**
 * ES256 signing keys. One key signs (active); the next (standby) is already published in the
 * JWKS so verifiers know it before it signs anything; retired keys stay published until
 * every token they signed has expired.
 */
@Injectable()
export class SigningKeysService implements OnApplicationBootstrap, OnModuleDestroy {
  private active?: ActiveKey;
  private timer?: NodeJS.Timeout;
  private checking?: Promise<unknown>;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  /** Checks at boot and then every SIGNING_KEY_CHECK_MS whether the active key is due. */
  async onApplicationBootstrap(): Promise<void> {
    const check = () => {
      this.checking = this.rotateIfDue().catch((err: Error) => this.logger.warn({ err: err.message }, 'signing key rotation check failed; next check retries'));
      return this.checking;
    };
    await check();
    this.timer = setInterval(() => void check(), this.config.SIGNING_KEY_CHECK_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking;
  }

  /**
   * Rotates when the active key is older than SIGNING_KEY_ROTATION_DAYS and deletes keys retired
   * long before any token they signed could still be valid. Replicas take turns on the same
   * advisory lock as rotate(), and the age is read under it, so a key rotates once.
   */
  async rotateIfDue(): Promise<boolean> {
    const rotated = await this.unitOfWork.run(async ({ manager }) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity:signing-keys']);
      const active = await manager.findOneBy(SigningKeyEntity, { state: 'active' });
      // No active key yet (first start): ensureKeys() creates the pair, nothing to rotate.
      const since = active ? (active.activatedAt ?? active.createdAt) : undefined;
      const due = since !== undefined && Date.now() - since.getTime() >= this.config.SIGNING_KEY_ROTATION_DAYS * DAY_MS;
      if (due) await this.rotateWithin(manager);
      const forgotten = new Date(Date.now() - this.config.ACCESS_TOKEN_TTL_SECONDS * 1000 - RETIRED_KEY_KEEP_MS);
      await manager.delete(SigningKeyEntity, { state: 'retired', retiredAt: LessThan(forgotten) });
      return due;
    });
    if (rotated) {
      this.active = undefined;
      this.logger.info('signing key rotated on schedule');
    }
    return rotated;
  }

  /** Makes sure an active and a standby key exist (first start, or after a rotation). */
  async ensureKeys(): Promise<void> {
    await this.unitOfWork.run(async ({ manager }) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity:signing-keys']);
      const states = (await manager.find(SigningKeyEntity, { where: { state: In(['active', 'standby']) } })).map((k) => k.state);
      if (!states.includes('active')) await this.createKey(manager, 'active');
      if (!states.includes('standby')) await this.createKey(manager, 'standby');
    });
  }

  /** The standby key starts signing, the active one retires, a new standby is published. */
  async rotate(): Promise<void> {
    await this.unitOfWork.run(async ({ manager }) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity:signing-keys']);
      await this.rotateWithin(manager);
    });
    this.active = undefined;
  }

  private async rotateWithin(manager: EntityManager): Promise<void> {
    await manager.update(SigningKeyEntity, { state: 'active' }, { state: 'retired', retiredAt: new Date() });
    const promoted = await manager.update(SigningKeyEntity, { state: 'standby' }, { state: 'active', activatedAt: new Date() });
    if (!promoted.affected) await this.createKey(manager, 'active');
    const standby = await manager.findOneBy(SigningKeyEntity, { state: 'standby' });
    if (!standby) await this.createKey(manager, 'standby');
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
