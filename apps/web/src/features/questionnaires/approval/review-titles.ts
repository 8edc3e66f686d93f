import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Profile } from '@platform/shared/profile/profile.schemas';

/** A pre-approver's screens say pre-approval (spec §2, §6, as the data approval screens do); everyone else's say approval. */
const isPreapprover = (profile: Pick<Profile, 'approval_role'> | null): boolean => profile?.approval_role === 'preapprobator';

/** The title of /admin/questionnaires/approval. */
export const reviewListTitleKey = (profile: Pick<Profile, 'approval_role'> | null): MessageKey =>
  isPreapprover(profile) ? 'questionnaires.nav.preapproval' : 'questionnaires.nav.approval';

/** The title of one questionnaire to review, which takes its name. */
export const reviewTitleKey = (profile: Pick<Profile, 'approval_role'> | null): MessageKey =>
  isPreapprover(profile) ? 'questionnaires.review.titlePreapproval' : 'questionnaires.review.title';
