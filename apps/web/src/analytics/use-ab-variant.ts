import type { AbTestName } from '@bv/domain';
import { useState } from 'react';
import { getVariant } from './experiments';

/** Read once per mount: the variant never changes under the visitor's eyes. */
export function useAbVariant(test: AbTestName): string {
  const [variant] = useState(() => getVariant(test));
  return variant;
}
