import type { PublicWebFeature } from '../app/web-feature';
import { faqFeature } from './faq/faq.feature';
import { homeFeature } from './home/home.feature';
import { impersonationFeature } from './impersonation/impersonation.feature';
import { indicatorsFeature } from './indicators/indicators.feature';
import { profileFeature } from './profile/profile.feature';

/** The public pages' features, one line each, in the first bundle: the router mounts their pages, the frames show their banners. */
export const PUBLIC_FEATURES: readonly PublicWebFeature[] = [homeFeature, indicatorsFeature, profileFeature, impersonationFeature, faqFeature];
