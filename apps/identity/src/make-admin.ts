import { DataSource } from 'typeorm';
import { loadConfig } from '@bv/service-kit';
import { configSchema } from './config';

/**
 * The first admin: `node apps/identity/dist/make-admin.js someone@example.sg` grants the admin
 * role to an existing account. Later admins are granted from the admin area.
 */
async function main(email: string | undefined): Promise<void> {
  if (!email) throw new Error('usage: node apps/identity/dist/make-admin.js <email>');
  const config = loadConfig(configSchema);
  const dataSource = new DataSource({ type: 'postgres', url: config.DATABASE_URL, schema: config.DB_SCHEMA, synchronize: false });
  await dataSource.initialize();
  try {
    const [user] = await dataSource.query(`SELECT id FROM "${config.DB_SCHEMA}".users WHERE email = lower($1)`, [email.trim()]);
    if (!user) throw new Error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
    await dataSource.query(`INSERT INTO "${config.DB_SCHEMA}".user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING`, [user.id]);
    process.stdout.write(`${email} is now an admin (effective from their next sign-in or token refresh).\n`);
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv[2]).catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
