import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { type LoadedQuery, QueryState } from './QueryState';

const renderState = (query: LoadedQuery<string[]>, locale: 'en' | 'fr' = 'en') =>
  renderWithProviders(
    <QueryState
      query={query}
      loadingLabel="Loading the fruits"
      failedMessage="The fruits could not be loaded."
      failedClassName="fruits__failed"
      isEmpty={(fruits) => fruits.length === 0}
      emptyMessage="No fruit yet."
      emptyClassName="fruits__empty"
    >
      {(fruits) => (
        <ul>
          {fruits.map((fruit) => (
            <li key={fruit}>{fruit}</li>
          ))}
        </ul>
      )}
    </QueryState>,
    { locale },
  );

const query = (state: Partial<LoadedQuery<string[]>>): LoadedQuery<string[]> => ({ isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...state });

describe('QueryState', () => {
  it('says what is loading while the list is read', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the fruits');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('tells that the list could not be read and reads it again on demand', async () => {
    const failed = query({ isError: true });
    renderState(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('The fruits could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('offers to try again in French too', () => {
    renderState(query({ isError: true }), 'fr');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says the list is empty rather than showing an empty list', () => {
    renderState(query({ data: [] }));
    expect(screen.getByText('No fruit yet.')).toHaveClass('fruits__empty');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the list once read', () => {
    renderState(query({ data: ['apple', 'pear'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['apple', 'pear']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
