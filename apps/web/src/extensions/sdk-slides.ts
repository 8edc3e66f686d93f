/**
 * The slide presenter for client pages, apart from the main SDK so that only
 * the pages using it load it (it stays out of the first page's bundle).
 */
export {
  SlidePresenter,
  slideDirections,
  type PresenterSlide,
  type SlideDirection,
  type SlidePresenterProps,
} from '../ui/slide-presenter/SlidePresenter';
