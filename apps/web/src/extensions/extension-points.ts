import type { ComponentType, LazyExoticComponent } from 'react';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { CustomFormat } from '@platform/shared/rich-text/editor-config.schemas';

/** Props every custom indicator page receives. */
export interface CustomIndicatorProps {
  indicator: IndicatorListItem;
}

export type CustomIndicatorComponent =
  | ComponentType<CustomIndicatorProps>
  | LazyExoticComponent<ComponentType<CustomIndicatorProps>>;

/** Options objects deep-merged into the charting library's options. */
export type ChartOptions = Record<string, unknown>;

/** What a client changes in the rich-text editor (spec §3, §9). */
export interface RichTextEditorOverrides {
  /** Its brand colours, replacing the default palette (packages/shared/src/rich-text/editor-palette.ts). */
  palette?: readonly string[];
  /** Its own block styles, added to the full editor's formats; its server package lists the same ones. */
  formats?: readonly CustomFormat[];
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
