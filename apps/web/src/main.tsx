import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { loadPageGlobals } from './app/session/load-page-globals';
import './styles/tokens.css';
import './styles/base.css';

const globals = await loadPageGlobals();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders globals={globals}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
