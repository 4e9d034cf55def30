import { AuthProvider } from '@furnace/auth';
import { BrowserRouter } from '@furnace/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

/** Renders the site into #root (called by main.ts once the remotes are registered). */
export function startApp(): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          <App />
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
