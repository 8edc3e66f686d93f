import { Link, useT } from '@platform/web/sdk';
import { ContentHtml } from '../../shared/ContentHtml';
import './highlight-slide.css';

/** One highlight slide: the theme's figure, its title and text, and the link to the full indicator. */
export function HighlightSlide({
  theme,
  title,
  data,
  text,
  indicatorPath,
}: {
  theme: 'economy' | 'social';
  title: string;
  data: string | null;
  text: string;
  indicatorPath: string | null;
}) {
  const t = useT();
  return (
    <article className={`highlight-slide highlight-slide--${theme}`}>
      <h2 className="highlight-slide__title">{title}</h2>
      {data !== null && <ContentHtml as="p" className="highlight-slide__figure" html={data} />}
      <ContentHtml as="p" className="highlight-slide__text" html={text} />
      {indicatorPath && (
        <Link className="highlight-slide__link" to={indicatorPath}>
          {t('indicators.seeIndicator')}
        </Link>
      )}
    </article>
  );
}
