import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router';
import type { AppFeatures } from '../web-feature';
import { createAppRouter } from './app-router';

/**
 * Starts the router at the current address and answers the app once its first page can show (the
 * back-office's routes, frame and texts, and the page's own chunk, loaded): the public shell keeps its page
 * on screen until then, and the first load of a back-office path shows the boot line.
 */
export async function startRouterApp(features: AppFeatures): Promise<ReactElement> {
  const router = createAppRouter(features);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return <RouterProvider router={router} />;
}
