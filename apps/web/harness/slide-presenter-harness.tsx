import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isLocale } from '@platform/shared/i18n/locales';
import { LayoutVisibilityProvider } from '../src/ui/layout-visibility/LayoutVisibility';
import { LocaleProvider } from '../src/app/i18n/LocaleProvider';
import { SlidePresenter, type PresenterSlide } from '../src/ui/slide-presenter/SlidePresenter';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

/**
 * The shared slide presenter alone on a page, with as many slides as the address asks for
 * (`?slides=8&dotsFrom=1&locale=fr`). The demo client's pages have at most four slides, so the
 * window of at most five dots and its configurable first slide are only seen in a browser here.
 */
const params = new URLSearchParams(window.location.search);
const count = Number(params.get('slides') ?? 8);
const dotsFrom = Number(params.get('dotsFrom') ?? 0);
const requestedLocale = params.get('locale') ?? 'en';
const locale = isLocale(requestedLocale) ? requestedLocale : 'en';

const slides: PresenterSlide[] = Array.from({ length: count }, (_, index) => ({
  key: `slide-${index + 1}`,
  label: `Topic ${index + 1}`,
  content: (
    <section>
      <h2>Topic {index + 1}</h2>
      <p>Harness slide {index + 1}.</p>
    </section>
  ),
}));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocaleProvider initial={locale}>
      <LayoutVisibilityProvider>
        <main>
          <h1>Slide presenter</h1>
          <SlidePresenter slides={slides} label="Harness slides" dotsFrom={dotsFrom} />
        </main>
      </LayoutVisibilityProvider>
    </LocaleProvider>
  </StrictMode>,
);
