import type { FactField, IntakeFact } from './intake-facts';
import { joinList } from './writer-text';

// An FAQ answer is what the founder would say to an investor or a buyer: a few sentences in their
// own voice ("We …") that carry the intake's facts word for word, never a "Label: value" dump of
// the form they filled in (docs/product-rules.md, "PitchPrep outputs").

type Track = 'fundraising' | 'exit';

/** Lower-cases a sentence's first word, not a name: "Kuala Lumpur", "McKinsey" or an acronym stay. */
const COMMON = /^(?:A|An|The|No|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Large|Small|Regional|Local|Direct|First|Second|Third|Monthly|Annual|Free|Cheaper|Built|Scale|Only|Payroll|Most|Many|Few)\b/;
const lowerFirst = (text: string) => (COMMON.test(text) || /^[A-Z]-[a-z]/.test(text) || (/^[A-Z][a-z]+(?:[\s,;:'’-]|$)/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text) && !/^[A-Z][a-z]+\s+[A-Z]/.test(text)) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
/** Names keep their capitals; only a common word opening a phrase is lower-cased ("Large regional 3PLs"). */
const lowerCommon = (text: string) => (COMMON.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[.;,\s]+$/, '');
  return trimmed ? `${capitalise(trimmed)}.` : '';
};
const FIGURE = /^(?:about |over |under |around |~)?(?:S\$|US\$|RM|Rp|\$|€|£)?\d/i;

/** Items as a list in a sentence: commas and "and", or semicolons when an item holds a comma already. */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.some((item) => /;|,\s/.test(item))) return `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`;
  return joinList([...items]);
}

/** "an" before a vowel sound, letters of an acronym included ("an LTV", "a CAC"). */
function article(word: string): string {
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "Gross margin 82%" → "a gross margin of 82%"; a phrase that does not open with a name stays as it is. */
function ofForm(text: string): string {
  const match = /^([A-Za-z][A-Za-z &/-]{1,40}?)\s+((?:S\$|US\$|RM|\$)?\d.*)$/.exec(text);
  // Only a name of a measure takes "of": "new outlets pay back in 22 months" is a sentence already.
  if (!match || match[1].split(' ').length > 4 || /\b(?:in|up|by|at|to|for|of|on|back|pay|are|is)$/i.test(match[1]) || VERB.test(match[1])) return lowerFirst(text);
  const label = lowerFirst(match[1]);
  return `${article(label)} ${label} of ${match[2]}`;
}

/** "Rachel Tan — CEO: Former regional director …" → "Rachel Tan, our CEO, is a former regional director …". */
function teamSentence(line: string): string {
  const match = /^(.*?)(?: — (.*?))?(?:: (.*))?$/.exec(line);
  const [name, role, background] = [match?.[1] ?? line, match?.[2] ?? '', match?.[3] ?? ''];
  const who = !role ? name : role.includes(',') ? `${name} (${role})` : `${name}, our ${role},`;
  if (!background) return sentence(role ? `${name} is our ${role}` : name);
  const first = background.split(/[;,]/)[0];
  const verb = /^(?:ran|built|led|founded|co-founded|opened|sold|designed|grew|won|took|made|wrote|set up|spent|joined|holds|owns|runs|leads|has|managed|worked|started|scaled|launched|moved|raised|served|headed|oversaw|negotiated|created|developed)\b/i.test(first);
  if (verb) return sentence(`${who} ${background.charAt(0).toLowerCase()}${background.slice(1)}`);
  if (/^with\b/i.test(first)) return sentence(`${who} has been ${lowerFirst(background)}`);
  if (/^\d/.test(first)) return sentence(`${who} brings ${background}`);
  const phrase = lowerFirst(background);
  return sentence(`${who} is ${article(phrase)} ${phrase}`);
}

/** A sentence a fact already is (it has a verb): the founder's words stand. */
const VERB = /\b(?:is|are|was|were|has|have|had|will|can|does|do|did|pays?|spends?|wants?|needs?|loses?|costs?|takes?|makes?|drives?|cuts?|lowers?|keeps?|opens?|runs?|holds?|owns?|asked|filed|signed|enrols?|favou?rs?|grew|grows|growing|pushed|replacing|filling|means?|use[sd]?|buy|buys|sell|sells|resell|serves?|we|our)\b/i;

/** Sentences for one field's facts, in the founder's voice. */
function fieldSentences(field: FactField, items: string[], track: Track): string[] {
  const joined = list(items);
  const lowered = list(items.map(lowerFirst));
  const places = list(items.map(lowerCommon));
  switch (field) {
    case 'problem':
    case 'market.notes':
      return items.map(sentence);
    case 'solution':
      return [VERB.test(items[0]) && !/^(?:A|An|The)\b/.test(items[0]) && /^(?:We|Our)\b/.test(items[0]) ? sentence(joined) : sentence(`We solve it with ${lowered}`)];
    case 'product':
      return [sentence(`${track === 'exit' ? 'We offer' : 'Live today we have'} ${lowered}`)];
    case 'traction.revenue':
      if (/^pre-?revenue$/i.test(joined)) return ['We are pre-revenue.'];
      return [sentence(FIGURE.test(items[0]) ? `We are at ${joined}` : /^(?:FY)?\d{4}\b/i.test(items[0]) ? `Revenue was ${joined}` : `We report ${lowered}`)];
    case 'financials.currentRevenue':
      return [sentence(`${track === 'exit' ? 'In the latest year we report' : 'On our latest figures we report'} ${lowered}`)];
    case 'traction.growth':
      return [sentence(FIGURE.test(items[0]) ? `We have grown ${joined}` : VERB.test(joined) ? joined : `Our growth: ${lowered}`)];
    case 'traction.customers':
      return [sentence(FIGURE.test(items[0]) ? `Today we have ${joined}` : VERB.test(joined) ? joined : `Our customers include ${lowered}`)];
    case 'traction.keyMetrics':
      if (items.every((item) => /gross margin/i.test(item))) return [sentence(`We run at ${list(items.map(ofForm))}`)];
      if (items.every((item) => /\bCAC\b|\bLTV\b|payback/i.test(item))) return [sentence(`We see ${list(items.map(ofForm))}`)];
      return [sentence(`${items.every((item) => /churn|retention|NRR|repeat/i.test(item)) ? 'On retention, we see' : 'The metrics we run the business on are'} ${list(items.map(ofForm))}`)];
    case 'businessModel':
      return [/^(?:We|Our)\b/.test(items[0]) ? sentence(joined) : sentence(`We make money through ${lowered}`)];
    case 'unitEconomics.price':
      return [sentence(`We charge ${joined.replace(/^Price\s+/i, '')}`)];
    case 'unitEconomics.grossMargin':
      return [sentence(`We run at ${ofForm(joined)}`)];
    case 'unitEconomics.cac':
    case 'unitEconomics.ltv':
    case 'unitEconomics.payback':
      return [sentence(`We see ${ofForm(joined)}`)];
    case 'competition.competitors':
      // Competitors are names: their capitals stay.
      return [sentence(`We compete with ${list(items.map(lowerCommon))}`)];
    case 'competition.advantage':
      return [sentence(`What sets us apart is ${lowered.replace(/^only\b/, 'being the only')}`)];
    case 'competition.rivals':
      return [sentence(`Each alternative falls short somewhere: ${list(items.map((item) => item.replace(/^(.*?): (.*)$/, (_, name: string, gap: string) => `${name} (${lowerFirst(gap)})`)))}`)];
    case 'goToMarket.channels':
      return [sentence(`We win customers through ${lowered}`)];
    case 'goToMarket.expansion':
      return [sentence(`${track === 'exit' ? 'For a new owner, the next steps are' : 'Next, we plan'} ${places}`)];
    case 'team':
      return items.map(teamSentence);
    case 'financials.projections':
      return [sentence(`We plan for ${lowered}`)];
    case 'financials.burnRate':
      if (/^cash[- ]generative/i.test(items[0])) return [sentence(`We are ${lowerFirst(items[0])}${items.length > 1 ? `, with ${list(items.slice(1).map(lowerFirst))}` : ''}`)];
      if (track === 'exit') return [sentence(/^operating costs\b/i.test(items[0]) ? `${joined.replace(/^operating costs\s+(?:are\s+)?/i, 'Operating costs run at ')}` : `Our cost base is ${lowered}`)];
      return [sentence(FIGURE.test(items[0]) ? (/\bburn\b/i.test(items[0]) ? `We burn ${joined.replace(/\s+net burn\b/i, ' net')}` : `Our monthly burn is ${joined}`) : `On burn, ${lowered}`)];
    case 'financials.runway':
      if (track === 'exit') return [sentence(`On cash and debt, we have ${lowered}`)];
      return [sentence(items.length === 1 && /^\d+(?:\.\d+)?\s*(?:months?|mths?)$/i.test(items[0]) ? `That gives us ${items[0]} of runway` : `On runway, we have ${lowered}`)];
    case 'fundraising.amount':
      return [sentence(`We are raising ${joined}`)];
    case 'fundraising.round':
      return [sentence(`The round is ${lowered}`)];
    case 'fundraising.useOfFunds':
      return [sentence(`We will spend the money on ${lowered}`)];
    case 'exit.goals':
      if (/^(?:I|We|Our|My)\b/.test(items[0])) return [sentence(joined)];
      if (/^(?:sell|retire|keep|find|hand|step|exit|stay|bring|pass|transfer)\b/i.test(items[0])) return [sentence(`Our aim is to ${lowered}`)];
      // "Founder to stay 12 months" → "The plan is for the founder to stay 12 months"; a name needs no "the".
      if (/^\S+(?: \S+)? to \w/.test(items[0])) return [sentence(`The plan is for ${/^[a-z]/.test(lowerFirst(items[0])) ? 'the ' : ''}${lowered}`)];
      return [sentence(`What we want from the sale is ${lowered}`)];
    case 'exit.buyerTypes':
      return [sentence(`We expect interest from ${lowered}`)];
    case 'exit.valuationExpectations':
      return [sentence(`We expect ${lowered}`)];
    case 'exit.timeline':
      return [sentence(`We are working towards ${lowered}`)];
    default:
      return [sentence(joined)];
  }
}

const MARKET: FactField[] = ['market.tam', 'market.sam', 'market.som'];
const ECONOMICS: FactField[] = ['unitEconomics.cac', 'unitEconomics.ltv', 'unitEconomics.payback'];

/** "US$1.4B: 420,000 outlets" reads "US$1.4B, 420,000 outlets" inside a sentence. */
const inSentence = (text: string) => text.replace(/^([^:]{1,30}): (.*)$/, '$1, $2');

/** The market's three sizes, a sentence each: what it is, what we can serve, what we aim to win. */
function marketSentences(byField: Map<FactField, string[]>): string[] {
  const [tam, sam, som] = MARKET.map((field) => list((byField.get(field) ?? []).map(inSentence)));
  return [tam && sentence(`We size the total market (TAM) at ${tam}`), sam && sentence(`The part we can serve (SAM) is ${sam}`), som && sentence(`We aim to win ${som.replace(/^([^,\s]+)/, '$1 (SOM)')}`)].filter((line): line is string => Boolean(line));
}

/**
 * The answer's sentences, in the order the fields come in the intake: each field's facts in one
 * sentence that says what they are ("We are at S$38,000 MRR."), the market's sizes together.
 */
export function answerProse(facts: readonly IntakeFact[], track: Track): string[] {
  const byField = new Map<FactField, string[]>();
  const said = new Set<string>();
  for (const fact of [...facts].sort((a, b) => a.id - b.id)) {
    // The same words typed in two fields ("Gross margin 31%") are said once.
    const key = fact.text.toLowerCase().replace(/[^a-z0-9%$]+/g, ' ').trim();
    if (said.has(key)) continue;
    said.add(key);
    byField.set(fact.field, [...(byField.get(fact.field) ?? []), fact.text]);
  }
  const out: string[] = [];
  let marketDone = false;
  const economics = ECONOMICS.flatMap((field) => byField.get(field) ?? []);
  for (const [field, items] of byField) {
    if (MARKET.includes(field)) {
      if (!marketDone) out.push(...marketSentences(byField));
      marketDone = true;
    } else if (ECONOMICS.includes(field)) {
      // CAC, LTV and payback are one sentence: "We see a CAC of …, an LTV of … and a payback of …".
      if (field === ECONOMICS.find((f) => byField.has(f))) out.push(sentence(`We see ${list(economics.map(ofForm))}`));
    } else if (field === 'fundraising.round' && byField.has('fundraising.amount')) {
      continue;
    } else if (field === 'fundraising.amount' && byField.has('fundraising.round')) {
      const round = list(byField.get('fundraising.round') ?? []);
      const named = lowerFirst(round);
      out.push(sentence(`We are raising ${list(items)}, as ${article(named)} ${named}${/\bround\b/i.test(round) ? '' : ' round'}`));
    } else {
      out.push(...fieldSentences(field, items, track));
    }
  }
  return out.filter(Boolean);
}
