import type { CustomFormat } from '@platform/shared/rich-text/editor-config.schemas';

const heading = (level: 1 | 2 | 3 | 4 | 5): CustomFormat => ({
  style: `brand-h${level}`,
  element: `h${level}`,
  class: `brand-h${level}`,
  label: { en: `Brand heading ${level}`, fr: `Titre de marque ${level}` },
});

/**
 * The association's heading styles H1 to H5 and its gradient H2 (web/brand/brand.css), offered by the
 * rich-text editor. The web registers them as editor overrides; the server keeps their classes in stored HTML.
 */
export const DEMO_EDITOR_FORMATS: readonly CustomFormat[] = [
  heading(1),
  heading(2),
  { style: 'brand-h2-gradient', element: 'h2', class: 'brand-h2-gradient', label: { en: 'Gradient heading 2', fr: 'Titre 2 en dégradé' } },
  heading(3),
  heading(4),
  heading(5),
];
