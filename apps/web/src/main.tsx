import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { loadPageGlobals } from './app/session/load-page-globals';
import { AppShell } from './app/shell/AppShell';
import { WEB_FEATURES } from './features';
import './styles/tokens.css';
import './styles/base.css';

const globals = await loadPageGlobals();

// The one place the app meets the features: it hands their lists to the app shell and, through it, to the router and the frames.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders globals={globals}>
      <AppShell features={WEB_FEATURES} />
    </AppProviders>
  </StrictMode>,
);
