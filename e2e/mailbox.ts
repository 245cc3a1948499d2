import type { Client } from 'pg';
import { waitFor } from '@bv/testing';

/** What `pattern` finds in the newest mail to `email` that has it, once such a mail is in the mailbox. */
export async function mailTo(db: Client, email: string, pattern: RegExp): Promise<string> {
  const matches = async () => {
    const { rows } = await db.query<{ text_body: string }>('SELECT text_body FROM notifications.mailbox WHERE to_address = $1 ORDER BY created_at DESC', [email]);
    return rows.map((r) => pattern.exec(r.text_body)).find((match) => match !== null);
  };
  const match = await waitFor(matches, (found) => found !== undefined, 30_000, `a mail to ${email} matching ${pattern}`);
  return match[0];
}
