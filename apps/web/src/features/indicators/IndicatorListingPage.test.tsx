import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoGlobals, indicatorItem, renderInApp } from '../../test/render-in-app';
import { IndicatorShowPage } from './IndicatorShowPage';

const indicators = [
  indicatorItem('ind_highlights_economy', '/indicators/faits_saillants/economie/highlights_economy', 'highlights_economy'),
  indicatorItem('production_aluminium_multi', '/indicators/economie/production/production_aluminium_multi'),
  indicatorItem('multi_exportations', '/indicators/economie/commerce/multi_exportations'),
  indicatorItem('emissions_ges', '/indicators/environnement/air/emissions_ges'),
];
const renderAt = (path: string) => renderInApp(<IndicatorShowPage />, { path, globals: demoGlobals({ indicators }) });

beforeEach(() => {
  document.cookie = 'locale=en; path=/';
});

describe('indicator section pages', () => {
  it('a section lists its subsections and the indicators under them, linking to their pages', () => {
    renderAt('/indicators/economie');
    expect(screen.getByRole('heading', { level: 1, name: 'Economie' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Production' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Production' })).toHaveAttribute('href', '/indicators/economie/production');
    expect(screen.getByRole('link', { name: 'production_aluminium_multi' })).toHaveAttribute('href', indicators[1]!.path);
    expect(screen.getByRole('link', { name: 'multi_exportations' })).toHaveAttribute('href', indicators[2]!.path);
    expect(screen.queryByRole('link', { name: 'emissions_ges' })).toBeNull();
    const breadcrumbs = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Indicators' })).toHaveAttribute('href', '/indicators');
    expect(document.title).toContain('Economie');
  });

  it('a subsection lists its indicators only', () => {
    renderAt('/indicators/economie/commerce/');
    expect(screen.getByRole('heading', { level: 1, name: 'Commerce' })).toBeVisible();
    const main = screen.getByRole('article');
    expect(within(main).getAllByRole('link', { name: /_/ }).map((link) => link.textContent)).toEqual(['multi_exportations']);
    expect(within(screen.getByRole('navigation', { name: 'You are here' })).getByRole('link', { name: 'Economie' })).toHaveAttribute(
      'href',
      '/indicators/economie',
    );
  });

  it('/indicators lists every section', () => {
    renderAt('/indicators');
    expect(screen.getByRole('heading', { level: 1, name: 'Indicators' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Faits saillants', 'Economie', 'Environnement']);
  });

  it('shows the names the indicators give their section and subsection, in the current language', () => {
    const named = [
      {
        ...indicators[1]!,
        section_name: { en: 'Economy', fr: 'Économie' },
        subsection_name: { en: 'Output', fr: 'Production' },
      },
      indicators[2]!,
    ];
    const at = (path: string) => renderInApp(<IndicatorShowPage />, { path, globals: demoGlobals({ indicators: named }) });
    at('/indicators/economie');
    expect(screen.getByRole('heading', { level: 1, name: 'Economy' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Output' })).toHaveAttribute('href', '/indicators/economie/production');
    // A subsection without a name of its own is still named from its address.
    expect(screen.getByRole('link', { name: 'Commerce' })).toHaveAttribute('href', '/indicators/economie/commerce');
  });

  it('names places in French when the page is in French', () => {
    document.cookie = 'locale=fr; path=/';
    const named = [{ ...indicators[1]!, section_name: { en: 'Economy', fr: 'Économie' }, subsection_name: { en: 'Output', fr: 'Production' } }];
    renderInApp(<IndicatorShowPage />, { path: '/indicators/economie/production', globals: demoGlobals({ indicators: named }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Production' })).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Vous êtes ici' })).getByRole('link', { name: 'Économie' })).toHaveAttribute(
      'href',
      '/indicators/economie',
    );
  });

  it('an address with nothing under it is not found', () => {
    renderAt('/indicators/economi');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
