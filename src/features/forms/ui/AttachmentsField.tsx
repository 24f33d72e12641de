/**
 * A file field for a form with attachments: a native file input (keyboard and screen
 * readers know it), the chosen files listed with a 'Remove' button each, and the SPEC §5
 * checks the browser can make (attachment-rules.ts) reported per file as the field's
 * error. The files live in the parent's state (and, with file-draft.ts, across reloads).
 */
import { useState } from 'react';
import { Field } from './Field.tsx';
import { addAttachments, ATTACHMENT_EXTENSIONS, type AttachmentMessages } from './attachment-rules.ts';
import { format } from './messages.ts';

export interface AttachmentsFieldProps {
  id: string;
  label: string;
  hint?: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  maxFiles: number;
  /** The kit's upload texts (`pickMessages(lang, ATTACHMENT_UI_KEYS)`). */
  messages: AttachmentMessages;
  required?: boolean;
  /** An error from the server for this field (already text). */
  error?: string | undefined;
}

export function AttachmentsField({ id, label, hint, files, onChange, maxFiles, messages, error, required }: AttachmentsFieldProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const shown = [...problems, ...(error ? [error] : [])].join(' ') || undefined;
  return (
    <Field id={id} label={label} hint={hint} error={shown} required={required}>
      {(p) => (
        <>
          <input
            {...p}
            type="file"
            multiple
            accept={ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? []);
              const result = addAttachments(files, chosen, maxFiles, messages);
              setProblems(result.problems);
              onChange(result.files);
              // The same file can be chosen again after a removal.
              event.currentTarget.value = '';
            }}
          />
          {files.length > 0 && (
            <ul className="attachments-list" aria-live="polite">
              {files.map((file) => (
                <li key={`${file.name}:${String(file.size)}`}>
                  <span className="attachments-list__name">{file.name}</span> <span className="attachments-list__size">({Math.max(1, Math.round(file.size / 1024))} KB)</span>{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      setProblems([]);
                      onChange(files.filter((f) => f !== file));
                    }}
                  >
                    {format(messages['forms.upload.remove'], { name: file.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
