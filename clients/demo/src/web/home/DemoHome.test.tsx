import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoGlobals, indicatorItem, renderInApp } from '../../../../../apps/web/src/test/render-in-app';
import { DemoHome } from './DemoHome';

const ALL = [
  indicatorItem('ind_overall_portrait', '/indicators/presentation_globale/introduction/multi_global_presentation', 'global_presentation'),
  indicatorItem('ind_highlights_economy', '/indicators/faits_saillants/economie/highlights_economy', 'highlights_economy'),
  indicatorItem('ind_highlights_environnement', '/indicators/faits_saillants/environnement/highlights_environment', 'highlights_environment'),
  indicatorItem('ind_highlights_social', '/indicators/faits_saillants/social/highlights_social', 'highlights_social'),
];

const cards = () => within(screen.getByRole('navigation', { name: 'Report sections' })).getAllByRole('link');

describe('DemoHome', () => {
  it('shows the four cards, each linking to its indicator path', () => {
    renderInApp(<DemoHome />, { globals: demoGlobals({ indicators: ALL }) });
    expect(cards().map((card) => card.getAttribute('href'))).toEqual(ALL.map((item) => item.path));
    expect(screen.getByRole('link', { name: /Discover the overall portrait/ })).toHaveAttribute(
      'href',
      '/indicators/presentation_globale/introduction/multi_global_presentation',
    );
  });

  it('hides a card whose indicator is not in the loaded list', () => {
    renderInApp(<DemoHome />, { globals: demoGlobals({ indicators: ALL.filter((item) => item.key !== 'ind_highlights_environnement') }) });
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /Environment/ })).not.toBeInTheDocument();
  });

  it('shows no card section at all when none of the indicators is listed', () => {
    renderInApp(<DemoHome />, { globals: demoGlobals({ indicators: [] }) });
    expect(screen.queryByRole('navigation', { name: 'Report sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sustainability Report' })).toBeInTheDocument();
  });
});
