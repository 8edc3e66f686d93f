import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InputHistoryEntry } from '@platform/shared/data-collection/inputs.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { useT } from '../../../../ui/i18n/useT';
import { InputHistory } from './InputHistory';

/** A tag migration's entry: the site merged into another, as the server records it. */
const RETAGGED: InputHistoryEntry = {
  id: 7,
  action: 'retagged',
  from_state: 'approved',
  to_state: 'approved',
  changes: { tags: { from: { organisation: 'boreal', site: 'alma' }, to: { organisation: 'boreal', site: 'grande_baie' } } },
  justification: null,
  refusal_reason: null,
  lock_version: 3,
  user: { id: 1, email: 'super@example.org' },
  impersonator: null,
  self_approval: false,
  at: '2026-11-20T10:00:00Z',
};

function History({ locale }: { locale: Locale }) {
  const t = useT();
  return <InputHistory history={[RETAGGED]} fields={[]} context={{ locale, t, delimiters: { decimal: '.', thousands: ',' } }} />;
}

describe('InputHistory', () => {
  it.each([
    ['en', 'Tags changed', 'Tags'],
    ['fr', 'Étiquettes modifiées', 'Étiquettes'],
  ] as const)('shows a tag migration as the tags before and after, not as raw data (%s)', (locale, action, heading) => {
    renderWithProviders(<History locale={locale} />, { locale });
    expect(screen.getByText(action)).toBeInTheDocument();
    const row = screen.getByRole('row', { name: new RegExp(`^${heading}`) });
    expect(within(row).getByRole('rowheader')).toHaveTextContent(heading);
    expect(row).toHaveTextContent('organisation: boreal, site: alma');
    expect(row).toHaveTextContent('organisation: boreal, site: grande_baie');
    expect(row).not.toHaveTextContent('{');
  });
});
