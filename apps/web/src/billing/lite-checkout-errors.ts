export type ErrorNotice = { title: string; description: string };

/** docs/product-rules.md, "Checkout": Lite guest checkout failures are told apart by words in the server's message, in this order. */
const RULES: Array<{ words: string[]; notice: ErrorNotice }> = [
  {
    words: ['timeout', 'timed out'],
    notice: { title: 'Connection Timeout', description: 'Request timed out. Please check your connection and try again.' },
  },
  { words: ['network'], notice: { title: 'Network Error', description: 'Please check your internet connection and try again.' } },
  { words: ['email'], notice: { title: 'Invalid Email', description: 'Please check your email address and try again.' } },
  {
    words: ['plan'],
    notice: { title: 'Plan Error', description: 'There was a problem with the selected plan. Please refresh the page and try again.' },
  },
  {
    words: ['payment'],
    notice: { title: 'Payment System Error', description: 'Our payment system is having trouble right now. Please try again in a few minutes.' },
  },
  {
    words: ['coupon'],
    notice: { title: 'Discount Issue', description: 'We could not apply your discount code. You can still purchase: try again, or buy from our pricing section.' },
  },
];

const DEFAULT_NOTICE: ErrorNotice = { title: 'Checkout Error', description: 'Failed to create checkout session. Please try again.' };

export function liteCheckoutErrorNotice(message: string): ErrorNotice {
  const text = message.toLowerCase();
  return RULES.find((rule) => rule.words.some((word) => text.includes(word)))?.notice ?? DEFAULT_NOTICE;
}
