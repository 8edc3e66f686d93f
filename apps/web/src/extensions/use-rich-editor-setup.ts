import { DEFAULT_EDITOR_PALETTE } from '@platform/shared/rich-text/editor-palette';
import { withClientFormats } from '@platform/shared/rich-text/editor-configs';
import type { EditorConfig } from '@platform/shared/rich-text/editor-config.schemas';
import { useExtension } from './ExtensionsProvider';

/**
 * An editor configuration with the client's overrides (its 'rich-text editor overrides'): its palette instead
 * of the default one, and its formats added, unless `clientFormats` is false (the small editor's set is fixed).
 */
export function useRichEditorSetup(
  base: EditorConfig,
  { clientFormats = true }: { clientFormats?: boolean } = {},
): { config: EditorConfig; palette: readonly string[] } {
  const overrides = useExtension('rich-text editor overrides');
  return {
    config: clientFormats ? withClientFormats(base, overrides?.formats) : base,
    palette: overrides?.palette ?? DEFAULT_EDITOR_PALETTE,
  };
}
