import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SignedOutNotice } from '../components/signed-out-notice';
import { handleAuthFailure } from '../lib/session/auth-failure';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    // A 401 may mean the customer was banned or their session ended: check and sign them out.
    queryCache: new QueryCache({ onError: handleAuthFailure }),
    mutationCache: new MutationCache({ onError: handleAuthFailure }),
    defaultOptions: {
      queries: {
        retry: 1,
        // Phone users switch apps constantly; a refetch on every return wastes their data.
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SignedOutNotice />
    </QueryClientProvider>
  );
}
