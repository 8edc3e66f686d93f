import type { ReactNode } from 'react';
import { ALLOWED_UPLOAD_EXTENSIONS } from '@platform/shared/files/upload-rules';
import type { UploaderFile } from './uploader-state';
import { useUploader, type UploaderOptions } from './useUploader';
import { UploaderView } from './UploaderView';

export interface UploaderProps<F extends UploaderFile> extends UploaderOptions<F> {
  /** Names the drop area for assistive technology. */
  label: string;
  /** Whether a listed file offers Delete (e.g. from the record's abilities); default: all do. */
  canDelete?(file: F): boolean;
  fileActions?(file: F): ReactNode;
}

/**
 * The inline uploader (spec §2, §4): a drop area and the list of files. Each chosen file is sent through
 * `upload` as soon as it is chosen; the list follows (appended, or replaced in single mode) through
 * `onFilesChange`. Deleting a file asks first, then calls `onDelete`.
 */
export function Uploader<F extends UploaderFile>(props: UploaderProps<F>) {
  const controls = useUploader(props);
  return (
    <UploaderView
      label={props.label}
      files={props.files}
      controls={controls}
      multiple={props.multiple ?? true}
      disabled={props.disabled ?? false}
      accept={props.accept ?? ALLOWED_UPLOAD_EXTENSIONS}
      deleteStored={props.onDelete !== undefined}
      canDelete={props.canDelete}
      fileActions={props.fileActions}
      variant="inline"
    />
  );
}
