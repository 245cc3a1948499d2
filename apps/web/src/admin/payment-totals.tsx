import type { AdminPaymentsSummary } from '@bv/contracts';
import { formatCents } from '../format/format';

/** Totals for everything the filter matches, not only this page (the figures Stripe's list leads with). */
export function PaymentTotals({ summary }: { summary: AdminPaymentsSummary }) {
  const figures = [
    { label: 'Payments', value: summary.count.toLocaleString('en-SG') },
    { label: 'Gross', value: formatCents(summary.gross) },
    { label: 'Refunded', value: summary.refunded > 0 ? `−${formatCents(summary.refunded)}` : formatCents(0) },
    { label: 'Net', value: summary.net < 0 ? `−${formatCents(-summary.net)}` : formatCents(summary.net) },
  ];
  return (
    <dl className="admin-totals" aria-label="Totals for these filters (SGD)">
      {figures.map((f) => (
        <div key={f.label} className="admin-totals__figure">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
