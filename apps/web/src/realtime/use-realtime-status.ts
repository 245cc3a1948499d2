import { createContext, useContext, useSyncExternalStore } from 'react';
import { appRealtime } from './app-realtime';
import type { RealtimeStatus, RealtimeStore } from './realtime-store';

/** The app's connection unless a test provides its own store. */
export const RealtimeContext = createContext<RealtimeStore>(appRealtime);

export function useRealtimeStatus(): RealtimeStatus {
  const store = useContext(RealtimeContext);
  return useSyncExternalStore(store.subscribe, store.getStatus, store.getStatus);
}

export function useRealtimeRetry(): () => void {
  return useContext(RealtimeContext).retry;
}
