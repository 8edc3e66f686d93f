import type { AttachedFile } from '@platform/shared/dynamic-form/field-definition.schemas';

/** Attached files as links to them. */
export function FileLinks({ files }: { files: readonly AttachedFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="dyn-files">
      {files.map((file) => (
        <li key={file.oid}>
          <a href={file.url} download={file.name}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
