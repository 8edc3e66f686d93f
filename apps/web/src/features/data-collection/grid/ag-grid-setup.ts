import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  DateEditorModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowAutoHeightModule,
  SelectEditorModule,
  TextEditorModule,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';

// Only what the input grid uses, so its chunk stays small; the validation module explains misuse while developing.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ColumnApiModule,
  TextEditorModule,
  SelectEditorModule,
  DateEditorModule,
  CellStyleModule,
  LocaleModule,
  RowAutoHeightModule,
  RenderApiModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** The back-office look (styles/tokens.css) on AG Grid's Quartz theme. */
export const inputGridTheme = themeQuartz.withParams({
  browserColorScheme: 'light',
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 600,
  accentColor: 'var(--color-accent)',
  foregroundColor: 'var(--color-text)',
  backgroundColor: 'var(--color-surface)',
  borderColor: 'var(--color-border-strong)',
  headerBackgroundColor: 'var(--color-surface-muted)',
  headerTextColor: 'var(--color-text)',
  oddRowBackgroundColor: 'var(--color-neutral-50)',
  wrapperBorderRadius: 'var(--radius-md)',
  rowHeight: 56,
  cellHorizontalPadding: 12,
});
