import { PAYMENT_TEST_LOG_MAX } from '@bv/domain';
import { useCallback, useRef, useState } from 'react';

export type TestLogEntry = { id: number; at: Date; text: string };

/** The payment test page's log: newest first, the latest 10 entries (docs/product-rules.md, "Payment test page"). */
export function useTestLog(): { entries: TestLogEntry[]; log: (text: string) => void } {
  const [entries, setEntries] = useState<TestLogEntry[]>([]);
  const nextId = useRef(1);
  const log = useCallback((text: string) => {
    const entry = { id: nextId.current++, at: new Date(), text };
    setEntries((current) => [entry, ...current].slice(0, PAYMENT_TEST_LOG_MAX));
  }, []);
  return { entries, log };
}
