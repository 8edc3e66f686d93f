import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Profile } from '@platform/shared/profile/profile.schemas';

/** A pre-approver's screens say pre-approval (spec §2, §6); everyone else's say approval. */
export const isPreapprover = (profile: Pick<Profile, 'approval_role'> | null): boolean => profile?.approval_role === 'preapprobator';

/** The title of /admin/approval. */
export function approvalTitleKey(profile: Pick<Profile, 'approval_role'> | null): MessageKey {
  return isPreapprover(profile) ? 'approval.title.preapproval' : 'approval.title';
}

/** The title of /admin/approval/:key, which takes the subject's name. */
export function subjectApprovalTitleKey(profile: Pick<Profile, 'approval_role'> | null): MessageKey {
  return isPreapprover(profile) ? 'approval.subjectTitle.preapproval' : 'approval.subjectTitle';
}
