import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { loadPageGlobals } from './app/session/load-page-globals';
import { WEB_FEATURES } from './features';
import './styles/tokens.css';
import './styles/base.css';

const globals = await loadPageGlobals();
// The one place the app meets the features: it hands their lists to the router and, through it, to the frames.
const router = createAppRouter(WEB_FEATURES);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders globals={globals}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
