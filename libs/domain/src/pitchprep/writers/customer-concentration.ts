// How much of revenue the largest customers bring, read from the founder's own wording
// (docs/product-rules.md, "PitchPrep outputs": one customer over 20 % or the top ten over 40 % is a
// weak spot). Founders write it many ways: "top customer is 19% of revenue", "our largest
// supermarket group is 19% of sales", "19% of revenue comes from our biggest client", "top 10 are
// 46% of revenue", "the top three customers make up 45%".

/** How many of the largest customers (1 for "the largest") and the share of revenue they bring. */
export type CustomerShare = { count: number; share: number };

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 };
const COUNT = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)`;
const WHO = String.raw`(?:customers?|clients?|accounts?|buyers?|groups?|retailers?|chains?|distributors?|principals?|tenants?|contracts?|partners?|brands?|hospitals?|schools?)`;
const LEAD = String.raw`(?:top|largest|biggest|single|main|anchor|key)`;
const SHARE = String.raw`(\d+(?:\.\d+)?)\s?(?:%|per ?cent)`;

/** "top 10 are 46%", "largest supermarket group is 19%", "one customer is 30%". */
const LEADING = new RegExp(String.raw`\b(?:${LEAD}(?:\s+(${COUNT}))?|(one|a single))(?:\s+[a-z&-]+){0,2}?\s+${WHO}\b[^.;%]{0,40}?${SHARE}|\btop\s+(${COUNT})\b[^.;%]{0,30}?${SHARE}`, 'gi');
/** "19% of revenue comes from our largest customer", "45% of sales from the top three clients". */
const TRAILING = new RegExp(String.raw`${SHARE}\s+of\s+(?:our\s+|total\s+)?(?:revenue|sales|turnover|income|GMV|billings)\b[^.;%]{0,40}?\b(?:${LEAD}|one|a single)(?:\s+(${COUNT}))?(?:\s+[a-z&-]+){0,2}?\s+${WHO}\b`, 'gi');

const countOf = (word: string | undefined): number => (word ? (COUNT_WORDS[word.toLowerCase()] ?? Number(word)) : 1);

export function customerShares(text: string): CustomerShare[] {
  const found: CustomerShare[] = [];
  for (const match of text.matchAll(LEADING)) {
    if (match[5] !== undefined) found.push({ count: countOf(match[4]), share: Number(match[5]) });
    else found.push({ count: countOf(match[1]), share: Number(match[3]) });
  }
  for (const match of text.matchAll(TRAILING)) found.push({ count: countOf(match[2]), share: Number(match[1]) });
  return found;
}

/** Whether a text speaks of customer concentration at all (a share of the largest customers, or the word). */
export function mentionsConcentration(text: string): boolean {
  return customerShares(text).length > 0 || /\bconcentrat|\btop \d+\b|largest customer|biggest customer|single customer/i.test(text);
}

/** One customer over 20 % of revenue, or the top ten (or fewer) over 40 %. */
export function isConcentrated(text: string): boolean {
  return customerShares(text).some(({ count, share }) => (count === 1 && share > 20) || (count <= 10 && share > 40));
}
