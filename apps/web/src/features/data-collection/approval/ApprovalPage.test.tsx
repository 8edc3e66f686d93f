import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApprovalPage } from './ApprovalPage';
import { approver, json, on, preapprover, renderPage, stubServer } from './test/approval-fixtures';

afterEach(() => vi.unstubAllGlobals());

const economy = { key: 'economy', name: { en: 'Economy', fr: 'Économie' } };
const environment = { key: 'environment', name: { en: 'Environment', fr: 'Environnement' } };
const item = (key: string, en: string, fr: string, section: typeof economy, awaiting: number) => ({ key, name: { en, fr }, section, awaiting, refused: 1, total: 20 });

const openPage = (profile = approver) => renderPage(<ApprovalPage />, { pattern: '/admin/approval', path: '/admin/approval', profile });

describe('ApprovalPage', () => {
  it('lists the subjects by section, each with what awaits the caller, and links to it', async () => {
    stubServer(
      on('GET', '/services/data_cluster/subjects/approval', () =>
        json({
          subjects: [
            item('production', 'Aluminium production', 'Production d’aluminium', economy, 2),
            item('energy', 'Energy consumption', 'Consommation d’énergie', environment, 0),
            item('exports', 'Exports', 'Exportations', economy, 1),
          ],
        }),
      ),
    );
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Approval' })).toBeInTheDocument();
    const economyTable = await screen.findByRole('table', { name: 'Subjects of Economy' });
    expect(within(economyTable).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Aluminium production', 'Exports']);
    expect(within(economyTable).getByRole('row', { name: /Aluminium production/ })).toHaveTextContent('Aluminium production2120');
    expect(within(economyTable).getByRole('link', { name: 'Exports' })).toHaveAttribute('href', '/admin/approval/exports');
    expect(within(screen.getByRole('table', { name: 'Subjects of Environment' })).getAllByRole('rowheader')).toHaveLength(1);
  });

  it('is titled pre-approval for a pre-approver, and says so when nothing awaits them', async () => {
    stubServer(on('GET', '/services/data_cluster/subjects/approval', () => json({ subjects: [] })));
    openPage(preapprover);
    expect(screen.getByRole('heading', { level: 1, name: 'Pré-approbation' })).toBeInTheDocument();
    expect(await screen.findByText('Aucune saisie n’attend votre décision.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
