import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Checkout sessions, payments, subscriptions, the entitlement read model, processed webhook
 * ids, early-bird conversions, the user directory billing learns from identity's events, and
 * the sandbox provider's own state (its stand-in for Stripe's side).
 */
export class Billing1763800000000 implements MigrationInterface {
  name = 'Billing1763800000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.checkout_sessions (
      id uuid PRIMARY KEY,
      provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
      provider_session_id text NOT NULL UNIQUE,
      purpose text NOT NULL CHECK (purpose IN ('plan', 'test')),
      user_id uuid,
      email text NOT NULL,
      first_name text,
      last_name text,
      plan_type text,
      payment_type text NOT NULL CHECK (payment_type IN ('one_time', 'subscription')),
      tool text,
      amount integer NOT NULL CHECK (amount >= 0),
      discount_code text,
      early_bird_offer boolean NOT NULL DEFAULT false,
      locked_pricing jsonb,
      status text NOT NULL CHECK (status IN ('open', 'pending', 'paid', 'failed', 'expired', 'refunded')),
      provider_customer_id text,
      provider_subscription_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX checkout_sessions_email_idx ON ${s}.checkout_sessions (email) WHERE user_id IS NULL`);
    await q.query(`CREATE INDEX checkout_sessions_subscription_idx ON ${s}.checkout_sessions (provider_subscription_id)`);

    await q.query(`CREATE TABLE ${s}.subscriptions (
      id uuid PRIMARY KEY,
      provider text NOT NULL,
      provider_subscription_id text NOT NULL UNIQUE,
      checkout_session_id uuid NOT NULL REFERENCES ${s}.checkout_sessions (id),
      user_id uuid,
      email text NOT NULL,
      plan_type text NOT NULL,
      status text NOT NULL,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      current_period_end timestamptz,
      provider_customer_id text,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX subscriptions_user_idx ON ${s}.subscriptions (user_id)`);

    await q.query(`CREATE TABLE ${s}.payments (
      id uuid PRIMARY KEY,
      provider text NOT NULL,
      provider_payment_id text NOT NULL,
      provider_payment_intent text,
      checkout_session_id uuid REFERENCES ${s}.checkout_sessions (id),
      subscription_id uuid REFERENCES ${s}.subscriptions (id),
      user_id uuid,
      email text NOT NULL,
      plan_type text NOT NULL,
      payment_type text NOT NULL,
      tool text,
      amount integer NOT NULL CHECK (amount >= 0),
      currency text NOT NULL DEFAULT 'SGD',
      discount_code text,
      status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'refunded')),
      paid_at timestamptz,
      refunded_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, provider_payment_id)
    )`);
    await q.query(`CREATE INDEX payments_user_idx ON ${s}.payments (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX payments_created_idx ON ${s}.payments (created_at DESC)`);
    await q.query(`CREATE INDEX payments_intent_idx ON ${s}.payments (provider_payment_intent)`);

    await q.query(`CREATE TABLE ${s}.entitlements (
      user_id uuid PRIMARY KEY,
      version integer NOT NULL,
      tools text[] NOT NULL,
      unlimited boolean NOT NULL,
      monthly_allowance integer,
      valid_until timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE ${s}.webhook_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE ${s}.early_bird_conversions (
      id uuid PRIMARY KEY,
      payment_id uuid NOT NULL UNIQUE REFERENCES ${s}.payments (id),
      user_id uuid,
      user_email text NOT NULL,
      conversion_date timestamptz NOT NULL,
      locked_pricing jsonb NOT NULL,
      savings_amount numeric(10, 2) NOT NULL
    )`);

    await q.query(`CREATE TABLE ${s}.known_users (
      email text PRIMARY KEY,
      user_id uuid NOT NULL
    )`);

    await q.query(`CREATE TABLE ${s}.sandbox_checkouts (
      ref text PRIMARY KEY,
      mode text NOT NULL CHECK (mode IN ('payment', 'subscription')),
      amount integer NOT NULL,
      state text NOT NULL CHECK (state IN ('open', 'paid', 'canceled')),
      refunded boolean NOT NULL DEFAULT false,
      customer_ref text,
      subscription_ref text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.sandbox_subscriptions (
      ref text PRIMARY KEY,
      customer_ref text NOT NULL,
      status text NOT NULL,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      current_period_end timestamptz NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    for (const table of ['sandbox_subscriptions', 'sandbox_checkouts', 'known_users', 'early_bird_conversions', 'webhook_events', 'entitlements', 'payments', 'subscriptions', 'checkout_sessions']) {
      await q.query(`DROP TABLE ${s}.${table}`);
    }
  }
}
