import type { ComponentType, LazyExoticComponent } from 'react';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';

/** Props every custom indicator page receives. */
export interface CustomIndicatorProps {
  indicator: IndicatorListItem;
}

export type CustomIndicatorComponent =
  | ComponentType<CustomIndicatorProps>
  | LazyExoticComponent<ComponentType<CustomIndicatorProps>>;

/** Options objects deep-merged into the charting library's options. */
export type ChartOptions = Record<string, unknown>;

/** The rich-text editor configuration a client may override (spec §3). */
export interface RichTextEditorOverrides {
  palette?: string[];
  formats?: unknown[];
}

export interface IconProps {
  name: string;
  title?: string;
  className?: string;
}

/**
 * The spec's named extension points and what a client package plugs into
 * each. Keys are the names clients register under.
 */
export interface ExtensionPoints {
  'header before home': ComponentType;
  'header within home': ComponentType;
  'header after home': ComponentType;
  'rich-text editor overrides': RichTextEditorOverrides;
  home: ComponentType;
  'home custom header': ComponentType;
  'home after sections': ComponentType;
  icons: ComponentType<IconProps>;
  'chart global overrides': ChartOptions;
  'chart indicator overrides': Record<string, ChartOptions>;
  'indicators custom header': ComponentType<CustomIndicatorProps>;
  'indicators content did render': (indicator: IndicatorListItem) => void;
  'custom indicators': Record<string, CustomIndicatorComponent>;
  footer: ComponentType;
}

export type ExtensionPointName = keyof ExtensionPoints;

export const EXTENSION_POINT_NAMES: readonly ExtensionPointName[] = [
  'header before home',
  'header within home',
  'header after home',
  'rich-text editor overrides',
  'home',
  'home custom header',
  'home after sections',
  'icons',
  'chart global overrides',
  'chart indicator overrides',
  'indicators custom header',
  'indicators content did render',
  'custom indicators',
  'footer',
];
