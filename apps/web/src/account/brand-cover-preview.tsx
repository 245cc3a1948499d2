import { brandPalette, fontPairOf, type FontPairId } from '@bv/domain';

type BrandCoverPreviewProps = { primary: string; accent: string; fontPair: FontPairId; logoUrl: string | null; companyName: string };

/** The cover slide of the founder's deck as their kit draws it, updated as they choose. */
export function BrandCoverPreview({ primary, accent, fontPair, logoUrl, companyName }: BrandCoverPreviewProps) {
  const palette = brandPalette({ primary, accent });
  const pair = fontPairOf(fontPair);
  const initials = companyName
    .replace(/\b(Pte|Ltd|Sdn|Bhd)\b\.?/gi, '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <figure className="brand-preview" aria-label="Cover slide preview">
      <div className="brand-preview__slide" style={{ fontFamily: `'${pair.body}', sans-serif` }}>
        <div className="brand-preview__panel" style={{ background: palette.primary, color: palette.onPrimary }}>
          <p className="brand-preview__name" style={{ fontFamily: `'${pair.heading}', serif` }}>
            {companyName}
          </p>
          <span className="brand-preview__rule" style={{ background: palette.accent }} />
          <p className="brand-preview__line" style={{ color: palette.onPrimaryMuted }}>
            What you do, for whom, in one line
          </p>
        </div>
        <span className="brand-preview__bar" style={{ background: palette.accent }} />
        <div className="brand-preview__logo">
          {logoUrl ? (
            <img src={logoUrl} alt="Your logo" />
          ) : (
            <span className="brand-preview__monogram" style={{ color: palette.heading, fontFamily: `'${pair.heading}', serif` }}>
              {initials || 'Co'}
            </span>
          )}
        </div>
      </div>
      <figcaption className="hint">Your deck’s cover in PDF and PowerPoint. Headings: {pair.officeHeading} in PowerPoint; text: {pair.officeBody}.</figcaption>
    </figure>
  );
}
