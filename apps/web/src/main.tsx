import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { loadPageGlobals } from './app/session/load-page-globals';
import './styles/tokens.css';
import './styles/base.css';

const globals = await loadPageGlobals();
const router = createAppRouter();

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree: input stays responsive while a slow phone builds the page.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders globals={globals}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
