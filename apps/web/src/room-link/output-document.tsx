import type { RoomLinkDocument } from '@bv/contracts';
import { Link } from 'react-router';
import { SharedContentView } from '../sharing/shared-content-view';
import { PageWatermark } from './page-watermark';

type Props = { opened: RoomLinkDocument & { output: NonNullable<RoomLinkDocument['output']> }; companyName: string; watermark: string | null; indexPath: string };

/**
 * A generated output in a room (deck, FAQ, checklist) at its latest saved version, in the share
 * viewer's renderer: a deck slide by slide, a FAQ or checklist as a document. It has no original
 * file to download (docs/product-rules.md, "Deal rooms").
 */
export function OutputDocument({ opened, companyName, watermark, indexPath }: Props) {
  return (
    <div className="doc-viewer doc-viewer--output">
      <div className="doc-viewer__bar">
        <Link className="doc-viewer__back" to={indexPath}>
          <span aria-hidden="true">‹</span> {opened.folder.name}
        </Link>
        <h1 className="doc-viewer__title">{opened.document.name}</h1>
        <div className="doc-viewer__tools">
          <span className="doc-viewer__live">Latest version</span>
        </div>
      </div>
      <div className="doc-viewer__output">
        <SharedContentView outputType={opened.output.outputType} content={opened.output.content} companyName={companyName} />
        {watermark && <PageWatermark who={watermark} />}
      </div>
    </div>
  );
}
