import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '@platform/shared/i18n/catalogues';
import { approvalTitleKey, subjectApprovalTitleKey } from './approval-titles';

describe('approval titles', () => {
  it('say pre-approval to a pre-approver, in both languages', () => {
    const key = approvalTitleKey({ approval_role: 'preapprobator' });
    expect(CATALOGUES.en[key]).toBe('Pre-approval');
    expect(CATALOGUES.fr[key]).toBe('Pré-approbation');
    expect(CATALOGUES.fr[subjectApprovalTitleKey({ approval_role: 'preapprobator' })]).toBe('{subject} : pré-approbation');
  });

  it('say approval to an approver and to anyone without an approval role', () => {
    for (const approval_role of ['approbator', null] as const) {
      const key = approvalTitleKey({ approval_role });
      expect(CATALOGUES.en[key]).toBe('Approval');
      expect(CATALOGUES.fr[key]).toBe('Approbation');
      expect(CATALOGUES.en[subjectApprovalTitleKey({ approval_role })]).toBe('{subject}: approval');
    }
    expect(CATALOGUES.en[approvalTitleKey(null)]).toBe('Approval');
  });
});
