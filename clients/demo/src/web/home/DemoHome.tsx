import { useEffect } from 'react';
import { Link, useAssetUrl, useIndicators } from '@platform/web/sdk';
import { DemoIcon } from '../shared/DemoIcon';
import { ResponsivePhoto } from '../shared/ResponsivePhoto';
import { useDemoTexts } from '../texts';
import { HOME_CARDS, HOME_CTA_PATH } from './home-cards';
import './demo-home.css';

/** The public home: banner (logo, title, subtitle, call to action) and up to four theme cards. */
export function DemoHome() {
  const texts = useDemoTexts();
  const asset = useAssetUrl();
  const indicators = useIndicators();
  const cards = HOME_CARDS.flatMap((card) => {
    const indicator = indicators.find((item) => item.key === card.indicatorKey);
    return indicator ? [{ ...card, path: indicator.path }] : [];
  });
  useEffect(() => {
    document.title = `${texts.homeTitle} · ${texts.associationName}`;
  }, [texts]);

  return (
    <div className="demo-home">
      <section className="demo-home__banner" aria-labelledby="demo-home-title">
        <ResponsivePhoto name="home-banner" className="demo-home__photo" priority />
        <div className="demo-home__banner-content">
          <img className="demo-home__logo" src={asset('logo-association-white.svg')} alt={texts.associationName} width="264" height="60" />
          <h1 id="demo-home-title">{texts.homeTitle}</h1>
          <p className="demo-home__subtitle">{texts.homeSubtitle}</p>
          <Link className="demo-home__cta" to={HOME_CTA_PATH}>
            {texts.homeCta}
            <DemoIcon name="chevron-down" className="demo-home__cta-icon" />
          </Link>
        </div>
      </section>
      {cards.length > 0 && (
        <nav className="demo-home__cards" aria-label={texts.homeSectionsLabel}>
          <ul>
            {cards.map((card) => (
              <li key={card.indicatorKey} className={`demo-card demo-card--${card.theme}`}>
                <Link to={card.path} className="demo-card__link" data-indicator={card.indicatorKey}>
                  <DemoIcon name={card.icon} className="demo-card__icon" />
                  <span className="demo-card__title">{texts[card.title]}</span>
                  <span className="demo-card__text">{texts[card.text]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
