import type { WebFeature } from '../web-feature';

/** What the features of a frame show in one of its slots, in the features' order. */
export function FeatureSlots({ features, slot }: { features: readonly WebFeature[]; slot: 'banners' | 'topBar' }) {
  return features.flatMap((feature) => (feature[slot] ?? []).map((Component, index) => <Component key={`${feature.name}-${index}`} />));
}
