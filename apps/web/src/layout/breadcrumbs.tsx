import { Link } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';

/** A step of the trail: a link to where it leads, except the current page (the last step). */
export type Crumb = { label: string; to?: string };

/** Where a page sits in the workspace ("PitchPrep › Pitch deck"), each level a link back. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { withPrefix } = usePathPrefix();
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < trail.length - 1 ? <Link to={withPrefix(crumb.to)}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
