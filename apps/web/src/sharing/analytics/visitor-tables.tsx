import type { ShareViewStats } from '@bv/contracts';
import { formatShareTime, viewsLabel } from '../share-format';
import { countryName, DEVICE_LABELS, formatDuration } from '../share-views';

/** An address from the e-mail gate came back with its one-time code (docs/product-rules.md, "A verified e-mail gate"). */
function Visitor({ email }: { email: string | null }) {
  if (!email) return <span className="visitor visitor--anonymous">Anonymous</span>;
  return (
    <span className="visitor">
      <span className="visitor__email">{email}</span>
      <span className="visitor__badge">Verified e-mail</span>
    </span>
  );
}

/** The people behind the e-mail gate: each address once, with their views and time in all. */
export function PeopleTable({ viewers }: { viewers: ShareViewStats['viewers'] }) {
  return (
    <table className="data-table data-table--cards analytics-table">
      <caption className="visually-hidden">People who viewed</caption>
      <thead>
        <tr>
          <th scope="col">Person</th>
          <th scope="col">Views</th>
          <th scope="col">Time in all</th>
          <th scope="col">Last viewed</th>
        </tr>
      </thead>
      <tbody>
        {viewers.map((v) => (
          <tr key={v.email}>
            <th scope="row">
              <Visitor email={v.email} />
            </th>
            <td data-label="Views">{viewsLabel(v.views)}</td>
            <td data-label="Time in all">{formatDuration(v.seconds)}</td>
            <td data-label="Last viewed">{formatShareTime(v.lastViewedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The latest views, one row each (a card on a phone): who, when, on what, for how long, how far, what they took. */
export function VisitsTable({ visits }: { visits: ShareViewStats['recent'] }) {
  return (
    <table className="data-table data-table--cards analytics-table">
      <caption className="visually-hidden">Latest views</caption>
      <thead>
        <tr>
          <th scope="col">Visitor</th>
          <th scope="col">Viewed</th>
          <th scope="col">Device</th>
          <th scope="col">Time</th>
          <th scope="col">Read to the end</th>
          <th scope="col">Downloads</th>
        </tr>
      </thead>
      <tbody>
        {visits.map((v, i) => (
          <tr key={`${v.viewedAt}-${i}`}>
            <th scope="row">
              <Visitor email={v.viewerEmail} />
            </th>
            <td data-label="Viewed">
              <time dateTime={v.viewedAt}>{formatShareTime(v.viewedAt)}</time>
            </td>
            <td data-label="Device">
              {DEVICE_LABELS[v.deviceClass]}
              <span className="analytics-table__sub">{countryName(v.country)}</span>
            </td>
            <td data-label="Time">{v.seconds > 0 ? formatDuration(v.seconds) : '—'}</td>
            <td data-label="Read to the end">{v.completed ? <span className="analytics-yes">Yes</span> : 'No'}</td>
            <td data-label="Downloads">{v.downloads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every file taken through the link (the latest 50): when, which file and version, by whom. */
export function DownloadsTable({ downloads }: { downloads: ShareViewStats['recentDownloads'] }) {
  return (
    <table className="data-table data-table--cards analytics-table">
      <caption className="visually-hidden">Latest downloads</caption>
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Downloaded</th>
          <th scope="col">Visitor</th>
          <th scope="col">Device</th>
        </tr>
      </thead>
      <tbody>
        {downloads.map((d, i) => (
          <tr key={`${d.downloadedAt}-${i}`}>
            <th scope="row">
              {d.file}
              <span className="analytics-table__sub">Version {d.version}</span>
            </th>
            <td data-label="Downloaded">
              <time dateTime={d.downloadedAt}>{formatShareTime(d.downloadedAt)}</time>
            </td>
            <td data-label="Visitor">
              <Visitor email={d.viewerEmail} />
            </td>
            <td data-label="Device">{DEVICE_LABELS[d.deviceClass]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
