import { CONTACT_EMAIL } from '../config';
import { SimplePage } from '../layout/simple-page';

export function StatusPage() {
  return (
    <SimplePage title="Service Status" heading="Service status">
      <p>A live status board for each part of Blueprint Vault is on its way.</p>
      <p>
        If something is not working for you, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and we will look into it.
      </p>
    </SimplePage>
  );
}
