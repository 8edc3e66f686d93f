import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { demoGlobals } from '../../test/render-in-app';
import { ImportErrors } from './ImportErrors';
import { readableRows } from './import-rows';

const names: Record<string, string> = { production: 'Production', period: 'Period' };

describe('the grouped errors of an import', () => {
  it('lists one line per code and field, with the field by name, the message and the rows as ranges', () => {
    render(
      <AppProviders globals={demoGlobals()}>
        <ImportErrors
          errors={[
            { code: 'BLANK', field: 'production', rows: '4-9, 12', count: 7, message: 'This field is required.' },
            { code: 'INVALID', field: 'period', rows: '2', count: 1, message: 'This value is not valid.' },
            { code: 'READ_ONLY', field: null, rows: '15-16', count: 2, message: 'This input is approved.' },
          ]}
          fieldLabel={(field) => names[field] ?? field}
          reportUrl="/api/import/4/report"
        />
      </AppProviders>,
    );
    const items = within(screen.getByRole('list', { name: 'Errors' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ProductionThis field is required. BLANKRows 4–9, 12',
      'PeriodThis value is not valid. INVALIDRow 2',
      'Whole rowThis input is approved. READ_ONLYRows 15–16',
    ]);
    expect(screen.getByRole('link', { name: 'Download the error report' })).toHaveAttribute('href', '/api/import/4/report');
  });

  it('says so when there is none', () => {
    render(
      <AppProviders globals={demoGlobals()}>
        <ImportErrors errors={[]} fieldLabel={(field) => field} />
      </AppProviders>,
    );
    expect(screen.getByText('No error.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('readableRows', () => {
  it('writes ranges with an en dash and keeps single rows', () => {
    expect(readableRows('4-9, 12')).toBe('4–9, 12');
    expect(readableRows('3')).toBe('3');
    expect(readableRows('2 - 5,7,10-11')).toBe('2–5, 7, 10–11');
  });
});
