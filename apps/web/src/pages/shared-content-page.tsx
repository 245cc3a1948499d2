import { Link, useParams } from 'react-router';
import { SimplePage } from '../layout/simple-page';

export function SharedContentPage() {
  const { token } = useParams();
  return (
    <SimplePage title="Shared Content" heading="Shared content">
      <p>
        Shared pitch decks, investor FAQs and data-room checklists will open here. Sharing is not live yet, so the link
        {token ? ' you followed' : ''} cannot show anything today.
      </p>
      <div className="button-row">
        <Link className="button button--primary" to="/">
          Go Home
        </Link>
      </div>
    </SimplePage>
  );
}
