import '@fontsource/carlito/latin-400.css';
import '@fontsource/carlito/latin-700.css';
import '@fontsource/caladea/latin-700.css';
import { AA_TEXT, contrastNotes, contrastRatio, FONT_PAIRS, HEX_COLOUR, LOGO_RULES, NEUTRAL_KIT, type FontPairId } from '@bv/domain';
import { useEffect, useId, useLayoutEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { BrandCoverPreview } from './brand-cover-preview';
import { useBrandKit, useRemoveLogo, useSaveBrandKit, useStoredLogoUrl, useUploadLogo } from './use-brand-kit';

const LOGO_KB = Math.round(LOGO_RULES.maxBytes / 1024);

/**
 * The founder's brand kit (docs/product-rules.md, "Brand kit"): their logo, two colours and a
 * font pair, which their decks, FAQ, checklist and share pages wear. A live cover shows the
 * result; contrast is checked as they pick.
 */
export function BrandKitSection() {
  const kit = useBrandKit();
  const save = useSaveBrandKit();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const stored = kit.data?.kit ?? null;
  const [primary, setPrimary] = useState(NEUTRAL_KIT.primary);
  const [accent, setAccent] = useState(NEUTRAL_KIT.accent);
  const [fontPair, setFontPair] = useState<FontPairId>(NEUTRAL_KIT.fontPair);
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const storedLogoUrl = useStoredLogoUrl(stored?.logo?.version ?? null);

  // Before paint: the form never shows the neutral colours for a frame before the founder's own.
  useLayoutEffect(() => {
    if (!stored || touched) return;
    setPrimary(stored.primary);
    setAccent(stored.accent);
    setFontPair(stored.fontPair);
  }, [stored, touched]);
  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl]);

  const change = (apply: () => void) => {
    apply();
    setTouched(true);
    setSaved(false);
  };
  const valid = HEX_COLOUR.test(primary) && HEX_COLOUR.test(accent);
  const unchanged = stored !== null && stored.primary === primary.toLowerCase() && stored.accent === accent.toLowerCase() && stored.fontPair === fontPair;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate({ primary, accent, fontPair }, { onSuccess: () => (setSaved(true), setTouched(false)) });
  };

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLogoError(null);
    if (!(LOGO_RULES.types as readonly string[]).includes(file.type)) {
      setLogoError('Choose a PNG or JPEG file. SVG is not accepted: export a PNG from your design tool.');
      return;
    }
    if (file.size > LOGO_RULES.maxBytes) {
      setLogoError(`This file is ${Math.round(file.size / 1024)} KB. Choose one of at most ${LOGO_KB} KB.`);
      return;
    }
    setChosenUrl(URL.createObjectURL(file));
    upload.mutate(file, { onError: (error) => (setLogoError(error.message), setChosenUrl(null)), onSuccess: () => setChosenUrl(null) });
  };

  if (kit.isPending) return <BrandKitFrame><p className="hint" role="status">Loading your brand kit…</p></BrandKitFrame>;
  if (kit.isError) {
    return (
      <BrandKitFrame>
        <div className="inline-error" role="alert">
          <p>{kit.error.message}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void kit.refetch()}>
            Try again
          </button>
        </div>
      </BrandKitFrame>
    );
  }

  const logoUrl = chosenUrl ?? storedLogoUrl;
  return (
    <BrandKitFrame>
      <p className="hint">{stored ? 'Your decks, FAQs, checklists and share pages use this kit.' : 'No kit yet: your files use a neutral theme. Add your logo and colours to make them yours.'}</p>
      <div className="brand-kit">
        <form className="brand-kit__form" onSubmit={submit} aria-label="Brand kit">
          <fieldset className="brand-kit__group">
            <legend>Logo</legend>
            <p className="hint">PNG or JPEG, at most {LOGO_KB} KB. A wide logo on a transparent background works best.</p>
            <div className="brand-kit__logo-row">
              <label className="button button--secondary brand-kit__file">
                {upload.isPending ? 'Uploading…' : stored?.logo ? 'Replace logo' : 'Upload logo'}
                <input type="file" accept="image/png,image/jpeg" onChange={chooseLogo} disabled={upload.isPending} className="visually-hidden" />
              </label>
              {stored?.logo && (
                <button type="button" className="button button--ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  Remove logo
                </button>
              )}
            </div>
            {logoError && (
              <p className="field__error" role="alert">
                {logoError}
              </p>
            )}
          </fieldset>
          <fieldset className="brand-kit__group">
            <legend>Colours</legend>
            <ColourField label="Main colour" hint="Cover, headings and panels" value={primary} onChange={(value) => change(() => setPrimary(value))} />
            <ColourField label="Accent colour" hint="Charts, rules and highlights" value={accent} onChange={(value) => change(() => setAccent(value))} />
            {valid && <ContrastReport primary={primary} accent={accent} />}
          </fieldset>
          <fieldset className="brand-kit__group">
            <legend>Fonts</legend>
            <div className="brand-kit__fonts" role="radiogroup" aria-label="Font pair">
              {FONT_PAIRS.map((pair) => (
                <label key={pair.id} className="brand-kit__font">
                  <input type="radio" name="font-pair" value={pair.id} checked={fontPair === pair.id} onChange={() => change(() => setFontPair(pair.id))} />
                  <span className="brand-kit__font-name" style={{ fontFamily: `'${pair.heading}', serif` }}>
                    {pair.label}
                  </span>
                  <span className="hint" style={{ fontFamily: `'${pair.body}', sans-serif` }}>
                    {pair.description}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {save.isError && (
            <p className="field__error" role="alert">
              {save.error.message}
            </p>
          )}
          <div className="brand-kit__actions">
            <button type="submit" className="button button--primary" disabled={!valid || save.isPending || unchanged} aria-busy={save.isPending || undefined}>
              {save.isPending ? 'Saving…' : 'Save brand kit'}
            </button>
            <p className="hint" role="status">
              {/* A disabled Save says why. */}
              {saved ? 'Saved. Your next download uses it.' : !valid ? 'Both colours need a code like #0f1b33 before saving.' : unchanged && !save.isPending ? 'No changes to save.' : ''}
            </p>
          </div>
        </form>
        <BrandCoverPreview primary={valid ? primary : NEUTRAL_KIT.primary} accent={valid ? accent : NEUTRAL_KIT.accent} fontPair={fontPair} logoUrl={logoUrl} companyName="Your company" />
      </div>
    </BrandKitFrame>
  );
}

function BrandKitFrame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="brand-kit-title" className="account-section" id="brand-kit">
      <h2 id="brand-kit-title">Brand kit</h2>
      {children}
    </section>
  );
}

/** A colour picker and its hex code, kept in step; the code may be typed. */
function ColourField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const invalid = !HEX_COLOUR.test(text);
  return (
    <div className="field brand-kit__colour">
      <label htmlFor={`${id}-hex`}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="brand-kit__colour-row">
        <input type="color" aria-label={`${label} picker`} value={HEX_COLOUR.test(value) ? value : '#000000'} onChange={(event) => onChange(event.target.value)} />
        <input
          id={`${id}-hex`}
          type="text"
          inputMode="text"
          autoComplete="off"
          maxLength={7}
          value={text}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (HEX_COLOUR.test(event.target.value)) onChange(event.target.value.toLowerCase());
          }}
        />
      </div>
      {invalid && (
        <p className="field__error" id={`${id}-error`}>
          Use a colour code like #1f2937.
        </p>
      )}
    </div>
  );
}

/** The contrast of what the kit puts on a page, and what the theme adjusts to keep it readable. */
function ContrastReport({ primary, accent }: { primary: string; accent: string }) {
  const white = contrastRatio(primary, '#ffffff');
  const ink = contrastRatio(primary, '#111827');
  const onPrimary = Math.max(white, ink);
  const notes = contrastNotes({ primary, accent });
  return (
    <div className="brand-kit__contrast" aria-live="polite">
      <p>
        Text on your main colour: <strong>{onPrimary.toFixed(1)}:1</strong> {onPrimary >= AA_TEXT ? '(meets WCAG AA)' : '(below WCAG AA)'}
      </p>
      <p>
        Accent on white: <strong>{contrastRatio(accent, '#ffffff').toFixed(1)}:1</strong>
      </p>
      {notes.map((note) => (
        <p key={note} className="brand-kit__note">
          {note}
        </p>
      ))}
    </div>
  );
}
