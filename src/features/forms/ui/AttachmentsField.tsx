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

/** SHA-256 of each file's content, read once per file. */
const DIGESTS = new WeakMap<File, Promise<string | undefined>>();

/** The content digest of a file; undefined where the browser has no Web Crypto (a page not served over HTTPS). */
function digestOf(file: File): Promise<string | undefined> {
  let digest = DIGESTS.get(file);
  if (!digest) {
    const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
    digest = subtle
      ? file
          .arrayBuffer()
          .then((bytes) => subtle.digest('SHA-256', bytes))
          .then((hash) => Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join(''))
          .catch(() => undefined)
      : Promise.resolve(undefined);
    DIGESTS.set(file, digest);
  }
  return digest;
}

async function digestsOf(files: readonly File[]): Promise<Map<File, string>> {
  const out = new Map<File, string>();
  await Promise.all(
    files.map(async (file) => {
      const digest = await digestOf(file);
      if (digest) out.set(file, digest);
    }),
  );
  return out;
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
              // The same file can be chosen again after a removal.
              event.currentTarget.value = '';
              // Contents are compared as they are added: the same file under another name is a duplicate (SPEC §5), said now rather than when sending.
              void digestsOf([...files, ...chosen]).then((digests) => {
                const result = addAttachments(files, chosen, maxFiles, messages, digests);
                setProblems(result.problems);
                onChange(result.files);
              });
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
