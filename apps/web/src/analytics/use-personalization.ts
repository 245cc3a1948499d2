import { useSyncExternalStore } from 'react';
import { personalization, type PersonalizationData } from './personalization';

export function usePersonalization(): PersonalizationData {
  const store = personalization();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
