import { type QueryClient, QueryClientProvider } from '@furnace/api-client/query';
import { AuthProvider } from '@furnace/auth';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { App } from './App';

type Props = { queries: QueryClient; Router: ComponentType<{ children: ReactNode }> };

/** The shell's tree, in the browser and on the server alike: hydration needs the same one. */
export const Site = ({ queries, Router }: Props) => (
  <StrictMode>
    <QueryClientProvider client={queries}>
      <Router>
        <AuthProvider>
          <App />
        </AuthProvider>
      </Router>
    </QueryClientProvider>
  </StrictMode>
);
