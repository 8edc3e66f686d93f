import type { AttachedFile } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { filesContract } from '@platform/shared/files/files.contract';
import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import { DEFAULT_EDITOR_CONFIG } from '@platform/shared/rich-text/editor-configs';
import { uploadFiles } from '../../../../app/api/upload-files';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { useClient } from '../../../../app/session/page-data';
import { useRichEditorSetup } from '../../../../extensions/use-rich-editor-setup';

/** Sends one file of a files field; it is kept with the input's values. */
async function uploadFieldFile(file: File): Promise<AttachedFile[]> {
  return (await uploadFiles<typeof filesContract.uploadAttachments>('POST /ckeditor/attachment_files', [file])).files;
}

/** What the dynamic form needs from the client and the language: delimiters, date bounds, the editor, uploads. */
export function useDynamicFormSetup() {
  const { locale } = useLocale();
  const { settings } = useClient();
  const editor = useRichEditorSetup(DEFAULT_EDITOR_CONFIG);
  return {
    locale,
    delimiters: adminDelimitersOf(settings, locale),
    dateBounds: { beginning: settings.dates.beginning_of_time, end: settings.dates.end_of_time },
    editor,
    upload: uploadFieldFile,
  };
}
