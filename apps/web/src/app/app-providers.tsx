import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/auth-provider';
import type { LoadSession } from '../auth/session-source';
import { ToastProvider } from '../ui/toast/toast-provider';

type AppProvidersProps = { queryClient: QueryClient; loadSession?: LoadSession; children: ReactNode };

export function AppProviders({ queryClient, loadSession, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider loadSession={loadSession}>{children}</AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
