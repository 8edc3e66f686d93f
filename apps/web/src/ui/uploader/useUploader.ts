import { useCallback, useEffect, useRef, useState } from 'react';
import { ALLOWED_UPLOAD_EXTENSIONS, uploadProblem } from '@platform/shared/files/upload-rules';
import { filesAfterDelete, filesAfterUpload, INITIAL_STATUS, nextStatus, type StatusEvent, type UploaderFile, type UploaderStatus } from './uploader-state';

/** Why a file was not uploaded: an upload rule's code (checked before sending) or the server's error code. */
export interface UploaderError {
  /** What failed: sending a file, or deleting one. */
  action: 'upload' | 'delete';
  code: string;
  /** The file's name, when one file failed. */
  name?: string;
  cause?: unknown;
}

export interface UploaderOptions<F extends UploaderFile> {
  /** The uploader's name: an upload's answer is applied to the uploader of this name only (spec §3, §4). */
  id: string;
  files: readonly F[];
  onFilesChange(files: readonly F[]): void;
  /** Sends one file and answers the files the server kept; the caller chooses the call (ui never calls the API). */
  upload(file: File): Promise<readonly F[]>;
  /** Deletes a stored file; without it, deleting only takes the file off the list (a draft, as in the modal). */
  onDelete?(file: F): Promise<void>;
  /** Several files at once, appended (default); otherwise one file that replaces the list. */
  multiple?: boolean;
  /** Extensions accepted (default: all the spec allows). */
  accept?: readonly string[];
  disabled?: boolean;
  onError?(error: UploaderError): void;
}

export interface UploaderControls<F extends UploaderFile> {
  status: UploaderStatus;
  addFiles(files: Iterable<File>): Promise<void>;
  remove(file: F): Promise<void>;
  /** Back to ready with nothing running (a modal opened again). */
  reset(): void;
}

/** Spec §5: single quotes are replaced by underscores before upload. */
function withSafeName(file: File): File {
  const name = file.name.replace(/'/g, '_');
  return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'UPLOAD_FAILED';
};

/**
 * The uploader's behaviour, apart from how it looks (the inline and modal uploaders share it): files are
 * checked against the upload rules, renamed, then sent one at a time; the loader's state and the count of
 * remaining uploads follow (spec §4).
 */
export function useUploader<F extends UploaderFile>(options: UploaderOptions<F>): UploaderControls<F> {
  const [status, setStatus] = useState<UploaderStatus>(INITIAL_STATUS);
  // The latest options and list: several uploads finish one after another before the parent re-renders.
  const latest = useRef(options);
  const files = useRef(options.files);
  useEffect(() => {
    latest.current = options;
    files.current = options.files;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const step = useCallback((event: StatusEvent) => {
    if (mounted.current) setStatus((current) => nextStatus(current, event));
  }, []);

  const change = useCallback((next: readonly F[]) => {
    files.current = next;
    latest.current.onFilesChange(next);
  }, []);

  const addFiles = useCallback(
    async (chosen: Iterable<File>) => {
      const { multiple = true, disabled, accept = ALLOWED_UPLOAD_EXTENSIONS, id } = latest.current;
      if (disabled) return;
      const all = [...chosen].map(withSafeName);
      const batch = multiple ? all : all.slice(0, 1);
      batch.forEach(() => step('started'));
      for (const file of batch) {
        const problem = uploadProblem(file, accept);
        if (problem) {
          step('failed');
          latest.current.onError?.({ action: 'upload', code: problem, name: file.name });
          continue;
        }
        try {
          const uploaded = await latest.current.upload(file);
          if (!mounted.current) return;
          step('succeeded');
          change(filesAfterUpload(files.current, { id, files: uploaded }, { id: latest.current.id, multiple }));
        } catch (error) {
          step('failed');
          latest.current.onError?.({ action: 'upload', code: codeOf(error), name: file.name, cause: error });
        }
      }
    },
    [change, step],
  );

  const remove = useCallback(
    async (file: F) => {
      try {
        await latest.current.onDelete?.(file);
      } catch (error) {
        latest.current.onError?.({ action: 'delete', code: codeOf(error), name: file.name, cause: error });
        return;
      }
      change(filesAfterDelete(files.current, file.oid));
    },
    [change],
  );

  const reset = useCallback(() => setStatus(INITIAL_STATUS), []);

  return { status, addFiles, remove, reset };
}
