import type { DemoTextKey } from '../texts';

export interface HomeCard {
  indicatorKey: string;
  title: DemoTextKey;
  text: DemoTextKey;
  icon: string;
  theme: 'presentation' | 'economy' | 'environment' | 'social';
}

/** The four home cards, each tied to the indicator it opens (hidden when that indicator is not listed). */
export const HOME_CARDS: readonly HomeCard[] = [
  { indicatorKey: 'ind_overall_portrait', title: 'cardPresentation', text: 'cardPresentationText', icon: 'globe', theme: 'presentation' },
  { indicatorKey: 'ind_highlights_economy', title: 'cardEconomy', text: 'cardEconomyText', icon: 'money', theme: 'economy' },
  { indicatorKey: 'ind_highlights_environnement', title: 'cardEnvironment', text: 'cardEnvironmentText', icon: 'leaf', theme: 'environment' },
  { indicatorKey: 'ind_highlights_social', title: 'cardSocial', text: 'cardSocialText', icon: 'handshake', theme: 'social' },
];

export const HOME_CTA_PATH = '/indicators/presentation_globale/introduction/multi_global_presentation';
