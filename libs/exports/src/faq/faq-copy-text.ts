/** The investor's copy of an FAQ, or the founder's own with the "[Add: …]" prompts. */
export type FaqCopy = 'investor' | 'presenter';

export const FOUNDER_COPY_NOTE = 'Founder’s copy: the notes in gold are for you; the investor copy leaves them out.';
