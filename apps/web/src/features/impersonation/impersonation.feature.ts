import type { PublicWebFeature } from '../../app/web-feature';
import { ImpersonationBanner } from './ImpersonationBanner';

/** Impersonation's banner above both frames' header (who acts as whom, Stop); the users screens use its buttons directly. */
export const impersonationFeature: PublicWebFeature = { name: 'impersonation', banners: [ImpersonationBanner] };
