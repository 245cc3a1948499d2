import './slide-kinds.css';
import { fundSharesOf, initialsOf, isPrompt, isWholeSplit, labelledEntries, shortAmount, SLIDE_KICKERS, statOf, teamCardOf, type FundShare, type SlideChart, type SlideKind, type ViewerSlide } from '@bv/domain';
import type { ReactNode } from 'react';

// The slide's body drawn per kind, as the PDF and PowerPoint draw it (libs/exports deck/layout
// kind-layouts.ts; docs/product-rules.md, "Deck layouts"): two cards for problem and solution,
// nested circles for the market, a chart and tiles for traction, team cards, the amount and a
// doughnut for the ask. A kind whose content does not fit its layout's shape (an edited slide)
// is drawn as the title-and-points body instead, as the files fall back to a list.

/**
 * The deck editor's fields, set where the text stands on the slide: `line` for a point of text
 * content (by its index among the stored lines), `value` for a labelled value. Without them the
 * slide shows the text.
 */
export type SlideFields = {
  lines: string[];
  line: (at: number) => ReactNode;
  value: (label: string) => ReactNode;
};

export function kickerOf(slide: ViewerSlide): string {
  if (slide.kind === 'problem_solution' && typeof slide.content !== 'string') {
    const labels = Object.keys(slide.content);
    if (labels.length === 2) return `${labels[0]} & ${labels[1].replace(/^Our /, 'our ').replace(/^How /, 'how ')}`;
  }
  const kicker = (slide.kind && SLIDE_KICKERS[slide.kind]) ?? '';
  // A title that is the slide's topic already says what the kicker would.
  return kicker.replace(/&/g, 'and').trim().toLowerCase() === slide.title.trim().toLowerCase() ? '' : kicker;
}

const splitLines = (value: string | undefined) =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim().replace(/^[-*•\u2013]\s+/, ''))
    .filter(Boolean);

type Entries = [string, string][];

/** Labelled values in the writers' order (stored content comes back reordered); empty ones are left out except while edited. */
const entriesOf = (kind: SlideKind, content: Record<string, string>, editing: boolean): Entries => labelledEntries(kind, content).filter(([, value]) => editing || value.trim() !== '');

type KindProps = { slide: ViewerSlide; fields?: SlideFields };

/** The slide's kind-specific body, or null when its kind is a title and points (or its content does not fit the kind). */
export function kindBodyOf({ slide, fields }: KindProps): ReactNode {
  const kind = slide.kind;
  if (!kind || kind === 'text' || kind === 'cover') return null;
  const content = slide.content;
  const editing = fields !== undefined;
  if (typeof content === 'string') {
    const lines = fields ? fields.lines : splitLines(content);
    if (lines.length === 0 || lines.length > 8) return null;
    if (kind === 'team') return <TeamCards lines={lines} fields={fields} />;
    if ((kind === 'product' || kind === 'timeline') && lines.length <= 6) return kind === 'product' ? <FeatureCards lines={lines} fields={fields} /> : <Steps lines={lines} fields={fields} />;
    return null;
  }
  const entries = entriesOf(kind, content, editing);
  if (entries.length === 0) return null;
  const show: Show = (label, value, view) => {
    const shown = view === 'lines' ? <Lines value={value} /> : view === undefined || view === 'text' ? value : view;
    return fields ? <Swap view={shown}>{fields.value(label)}</Swap> : shown;
  };
  switch (kind) {
    case 'problem_solution':
      return entries.length === 2 ? <TwoCards entries={entries} show={show} /> : null;
    case 'market':
      return entries.some(([label]) => /^(TAM|SAM|SOM)$/.test(label)) ? <Market entries={entries} show={show} /> : null;
    case 'traction':
    case 'financials':
      return <ChartAndTiles entries={entries} chart={slide.chart} show={show} />;
    case 'business_model':
      return <Model entries={entries} show={show} />;
    case 'competition':
      return entries.some(([label]) => label === 'Why we win') && entries.length > 1 ? <Competition entries={entries} show={show} /> : null;
    case 'go_to_market':
      return entries.length === 2 ? <Growth entries={entries} show={show} /> : null;
    case 'ask':
      return <Ask content={content} show={show} editing={editing} />;
    case 'transaction':
      return entries.some(([label]) => label === 'Valuation') ? <Transaction entries={entries} show={show} /> : null;
    default:
      return null;
  }
}

/** A value as the slide draws it (`view`: its text, its lines as points, or a drawing of it), with the editor's field over it. */
type Show = (label: string, value: string, view?: 'text' | 'lines' | ReactNode) => ReactNode;

/**
 * The drawn value with its field laid over it, unseen until it takes focus: the founder sees the
 * slide as the files draw it (the figure large, the doughnut, the team card) and types the words
 * it is drawn from. Screen readers meet the field only.
 */
function Swap({ view, children }: { view: ReactNode; children: ReactNode }) {
  return (
    <div className="kind__swap">
      <div className="kind__swap-view" aria-hidden="true">
        {view}
      </div>
      {children}
    </div>
  );
}

const promptClass = (text: string) => (isPrompt(text) ? ' is-prompt' : '');

/** One short line in a card (a thin intake's problem, a lone next market) is set as a statement, large (kind-layouts twoCards). */
const textClass = (value: string) => (splitLines(value).length === 1 && value.trim().length <= 100 && !isPrompt(value) ? 'kind__card-text kind__card-text--statement' : 'kind__card-text');

function Lines({ value }: { value: string }) {
  const lines = splitLines(value);
  if (lines.length <= 1) return <>{lines[0] ?? value}</>;
  return (
    <ul className="kind__lines">
      {lines.map((line, i) => (
        <li key={i} className={promptClass(line).trim() || undefined}>
          {line}
        </li>
      ))}
    </ul>
  );
}

/** A small-capitals label over a block. */
const Label = ({ children }: { children: ReactNode }) => <span className="kind__label">{children}</span>;

/** A stat tile: the figure large and what it measures under it. */
function Tile({ label, value, show, tone = 'panel' }: { label: string; value: string; show: Show; tone?: 'panel' | 'primary' }) {
  const stat = isPrompt(value) ? { figure: '', caption: value } : statOf(value.replace(/\n/g, '; '));
  const view = (
    <>
      {stat.figure && <span className="kind__figure">{stat.figure}</span>}
      {stat.caption && <span className={stat.figure ? 'kind__caption' : 'kind__statement'}>{capitalise(stat.caption)}</span>}
    </>
  );
  return (
    <div className={`kind__tile kind__tile--${tone}${promptClass(value)}`}>
      <Label>{label}</Label>
      <div className="kind__tile-body">{show(label, value, view)}</div>
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function TwoCards({ entries, show }: { entries: Entries; show: Show }) {
  return (
    <div className="kind kind--two">
      {entries.map(([label, value], i) => (
        <div key={label} className={`kind__card${i === 1 ? ' kind__card--primary' : ''}${promptClass(value)}`}>
          <Label>{label}</Label>
          <div className={textClass(value)}>{show(label, value, 'lines')}</div>
        </div>
      ))}
      <span className="kind__arrow" aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d="M5 12h13M13 6l6 6-6 6" />
        </svg>
      </span>
    </div>
  );
}

function FeatureCards({ lines, fields }: { lines: string[]; fields?: SlideFields }) {
  return (
    <ol className={`kind kind--cards kind--n${lines.length}`}>
      {lines.map((line, i) => (
        <li key={i} className={`kind__card${promptClass(line)}`}>
          <span className="kind__number" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <div className="kind__card-text">{fields ? fields.line(i) : line}</div>
        </li>
      ))}
    </ol>
  );
}

function Steps({ lines, fields }: { lines: string[]; fields?: SlideFields }) {
  return (
    <ol className={`kind kind--steps kind--n${lines.length}`}>
      {lines.map((line, i) => (
        <li key={i} className={`kind__step${promptClass(line)}`}>
          <Label>Step {i + 1}</Label>
          <span className="kind__dot" aria-hidden="true" />
          <div className="kind__step-text">{fields ? fields.line(i) : line}</div>
        </li>
      ))}
    </ol>
  );
}


function TeamCards({ lines, fields }: { lines: string[]; fields?: SlideFields }) {
  // The files draw a card per person; what is still missing about the team is a line under them (editing shows every line as a card).
  const shown = lines.map((line, at) => ({ line, at })).filter(({ line }) => fields || !isPrompt(line));
  if (shown.length === 0) return null;
  return (
    <ul className={`kind kind--team kind--people-${Math.min(shown.length, 4)}${shown.length === 1 ? ' kind--team-sole' : ''}`}>
      {shown.map(({ line, at }) => {
        return (
          <li key={at} className={`kind__person${promptClass(line)}`}>
            <span className="kind__avatar" aria-hidden="true">
              {isPrompt(line) ? '+' : initialsOf(teamCardOf(line).name) || '·'}
            </span>
            {fields ? <Swap view={<PersonText line={line} />}>{fields.line(at)}</Swap> : <PersonText line={line} />}
          </li>
        );
      })}
    </ul>
  );
}

function PersonText({ line }: { line: string }) {
  const person = teamCardOf(line);
  if (isPrompt(line)) return <div className="kind__person-text">{line}</div>;
  return (
    <div className="kind__person-text">
      <strong className="kind__name">{person.name}</strong>
      {person.role && <span className="kind__role">{person.role}</span>}
      {person.background && <span className="kind__background">{person.background}</span>}
    </div>
  );
}

const TIERS = ['TAM', 'SAM', 'SOM'] as const;

function Market({ entries, show }: { entries: Entries; show: Show }) {
  const tiers = TIERS.filter((tier) => entries.some(([label]) => label === tier));
  const rest = entries.filter(([label]) => !(TIERS as readonly string[]).includes(label));
  const valueOf = (label: string) => entries.find(([l]) => l === label)?.[1] ?? '';
  return (
    <div className="kind kind--market">
      <div className="kind__circles" aria-hidden="true">
        {tiers.map((tier, i) => (
          <span key={tier} className={`kind__circle kind__circle--${i}`}>
            <span>{tier}</span>
          </span>
        ))}
      </div>
      <div className="kind__market-side">
        <ul className="kind__tiers">
          {tiers.map((tier, i) => {
            const value = valueOf(tier);
            const stat = isPrompt(value) ? { figure: '', caption: value } : statOf(value);
            return (
              <li key={tier} className={`kind__tier${promptClass(value)}`}>
                <span className={`kind__swatch kind__swatch--${i}`} aria-hidden="true" />
                {show(
                  tier,
                  value,
                  <>
                    <strong className="kind__tier-figure">
                      {stat.figure ? `${stat.figure} ` : ''}
                      <span>{tier}</span>
                    </strong>
                    <span className="kind__caption">{capitalise(stat.caption)}</span>
                  </>,
                )}
              </li>
            );
          })}
        </ul>
        {rest.map(([label, value]) => (
          <div key={label} className={`kind__panel${promptClass(value)}`}>
            <Label>{label}</Label>
            <div className="kind__panel-text">{show(label, value)}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

function ChartAndTiles({ entries, chart, show }: { entries: Entries; chart?: SlideChart; show: Show }) {
  const withChart = chart && chart.categories.length > 0 && chart.series.length > 0;
  return (
    <div className={`kind kind--stats${withChart ? ' kind--with-chart' : ''}`}>
      {withChart && <BarChart chart={chart} />}
      <div className={`kind__tiles kind__tiles--n${Math.min(entries.length, 6)}`}>
        {entries.map(([label, value]) => (
          <Tile key={label} label={label} value={value} show={show} />
        ))}
      </div>
    </div>
  );
}

/**
 * The intake's figures as bars (the files' chart, from the founder's numbers only). A loss is a
 * bar below the zero line, not a missing one; with a few bars each carries its figure.
 */
function BarChart({ chart }: { chart: SlideChart }) {
  const values = chart.series.flatMap((s) => s.values);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const range = max - min || 1;
  const [w, h, pad] = [100, 56, 4];
  const y = (value: number) => pad + ((max - value) / range) * (h - pad * 2);
  const zero = y(0);
  const slot = w / chart.categories.length;
  const bar = (slot * 0.7) / chart.series.length;
  const bars = chart.categories.flatMap((_, ci) =>
    chart.series.map((series, si) => {
      const value = series.values[ci] ?? 0;
      return { key: `${ci}-${si}`, si, value, x: ci * slot + slot * 0.15 + si * bar, top: Math.min(y(value), zero), height: Math.abs(y(value) - zero) };
    }),
  );
  const labelled = bars.length <= 8;
  return (
    <figure className="kind__chart">
      {chart.series.length > 1 && (
        <figcaption className="kind__legend">
          {chart.series.map((series, i) => (
            <span key={series.name}>
              <i className={`kind__key kind__key--${i}`} />
              {series.name}
            </span>
          ))}
        </figcaption>
      )}
      <div className="kind__plot">
        <svg viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true">
          {bars.map((b) => (
            <rect key={b.key} className={`kind__bar kind__bar--${b.si}${b.value < 0 ? ' kind__bar--loss' : ''}`} x={b.x} y={b.top} width={bar * 0.92} height={b.height} rx="0.6" />
          ))}
          <line x1="0" x2={w} y1={zero} y2={zero} className="kind__axis" />
        </svg>
        {/* The figures in a second drawing in the page's own units (no inline styles: the share page allows none), at the bars' ends. */}
        {labelled && (
          <svg className="kind__values" aria-hidden="true">
            {bars.map((b) => (
              <text
                key={b.key}
                className={`kind__bar-value${b.value < 0 ? ' kind__bar-value--below' : ''}`}
                x={`${b.x + (bar * 0.92) / 2}%`}
                y={`${((b.value < 0 ? b.top + b.height : b.top) / h) * 100}%`}
                dy={b.value < 0 ? '1.2em' : '-0.45em'}
                textAnchor="middle"
              >
                {shortAmount(b.value, chart.currency)}
              </text>
            ))}
          </svg>
        )}
      </div>
      <div className="kind__chart-labels">
        {chart.categories.map((category) => (
          <span key={category}>{category}</span>
        ))}
      </div>
      {!labelled && <span className="kind__chart-max">{shortAmount(max || min, chart.currency)}</span>}
    </figure>
  );
}

function Model({ entries, show }: { entries: Entries; show: Show }) {
  const [[label, value], ...rest] = entries;
  return (
    <div className={`kind kind--model${rest.length === 0 ? ' kind--alone' : ''}`}>
      <div className={`kind__card kind__card--primary${promptClass(value)}`}>
        <Label>{label}</Label>
        <div className="kind__card-text kind__card-text--large">{show(label, value)}</div>
      </div>
      {rest.length > 0 && (
        <div className={`kind__tiles kind__tiles--two`}>
          {rest.map(([l, v]) => (
            <Tile key={l} label={l} value={v} show={show} />
          ))}
        </div>
      )}
    </div>
  );
}

function Competition({ entries, show }: { entries: Entries; show: Show }) {
  const win = entries.find(([label]) => label === 'Why we win')!;
  const others = entries.filter(([label]) => label !== 'Why we win');
  return (
    <div className="kind kind--competition">
      <table className="kind__table">
        <thead>
          <tr>
            <th scope="col">Alternative</th>
            <th scope="col">Where it falls short</th>
          </tr>
        </thead>
        <tbody>
          {others.map(([name, gap]) => (
            <tr key={name} className={promptClass(gap).trim() || undefined}>
              <th scope="row">{name}</th>
              <td>{show(name, gap)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={`kind__band${promptClass(win[1])}`}>
        <Label>Why we win</Label>
        <div className="kind__band-text">{show(win[0], win[1])}</div>
      </div>
    </div>
  );
}

function Growth({ entries, show }: { entries: Entries; show: Show }) {
  const [[channelsLabel, channels], [nextLabel, next]] = entries;
  return (
    <div className="kind kind--two kind--growth">
      <div className={`kind__card${promptClass(channels)}`}>
        <Label>{channelsLabel}</Label>
        <div className={textClass(channels)}>{show(channelsLabel, channels, 'lines')}</div>
      </div>
      <div className={`kind__card kind__card--primary${promptClass(next)}`}>
        <Label>{nextLabel}</Label>
        <div className={textClass(next)}>{show(nextLabel, next, 'lines')}</div>
      </div>
    </div>
  );
}

/**
 * The use of funds as a ring of its shares (the files' doughnut), drawn with SVG attributes only:
 * the share page's Content-Security-Policy admits no inline styles.
 */
function Doughnut({ shares }: { shares: FundShare[] }) {
  // A circle whose circumference is 100: each share is a dash of its percent, set after the ones before it.
  const r = 100 / (2 * Math.PI);
  let before = 0;
  return (
    <svg className="kind__doughnut" viewBox="0 0 42 42">
      {shares.map((share, i) => {
        const offset = 25 - before;
        before += share.percent;
        return <circle key={i} className={`kind__ring kind__ring--${i % 4}`} cx="21" cy="21" r={r} fill="none" strokeWidth="7" strokeDasharray={`${share.percent} ${100 - share.percent}`} strokeDashoffset={offset} />;
      })}
    </svg>
  );
}

function Ask({ content, show, editing }: { content: Record<string, string>; show: Show; editing: boolean }) {
  const uses = splitLines(content['Use of funds']);
  const shares = fundSharesOf(uses);
  const doughnut = isWholeSplit(shares) && shares.length === uses.length;
  const others = Object.entries(content).filter(([label, value]) => !['Raising', 'Round', 'Use of funds'].includes(label) && (editing || value.trim()));
  const hasUses = editing ? 'Use of funds' in content : uses.length > 0;
  return (
    <div className={`kind kind--ask${hasUses ? '' : ' kind--alone'}`}>
      <div className="kind__card kind__card--primary kind__amount">
        {'Raising' in content && (
          <div className={promptClass(content.Raising).trim() || undefined}>
            <Label>Raising</Label>
            <div className="kind__hero">{show('Raising', content.Raising)}</div>
          </div>
        )}
        {'Round' in content && (
          <div className={promptClass(content.Round).trim() || undefined}>
            <Label>Round</Label>
            <div className="kind__card-text">{show('Round', content.Round)}</div>
          </div>
        )}
        {others.map(([label, value]) => (
          <div key={label} className={promptClass(value).trim() || undefined}>
            <Label>{label}</Label>
            <div className="kind__card-text">{show(label, value)}</div>
          </div>
        ))}
      </div>
      {hasUses && (
        <div className={`kind__funds${promptClass(content['Use of funds'] ?? '')}`}>
          <Label>Use of funds</Label>
          <div className="kind__card-text">
            {show(
              'Use of funds',
              content['Use of funds'] ?? '',
              doughnut ? (
                <div className="kind__split">
                  <Doughnut shares={shares} />
                  <ul className="kind__shares">
                    {shares.map((share, i) => (
                      <li key={i}>
                        <i className={`kind__key kind__key--${i % 4}`} />
                        <strong>{share.percent}%</strong>
                        <span>{share.label}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                'lines'
              ),
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function Transaction({ entries, show }: { entries: Entries; show: Show }) {
  const valuation = entries.find(([label]) => label === 'Valuation')!;
  const rest = entries.filter(([label]) => label !== 'Valuation');
  return (
    <div className="kind kind--model">
      <Tile label="Valuation" value={valuation[1]} show={show} tone="primary" />
      <div className="kind__rows">
        {rest.map(([label, value]) => (
          <div key={label} className={`kind__panel${promptClass(value)}`}>
            <Label>{label}</Label>
            <div className="kind__panel-text">{show(label, value, 'lines')}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
