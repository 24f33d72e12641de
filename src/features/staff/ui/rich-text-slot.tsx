/**
 * The back office's rich text editor, as a slot: the shell names what a rich text
 * field takes, the composition beside modules.ts (src/features/back-office.tsx) puts
 * the publishing workflow's editor in it, and any feature's screen uses
 * `RichTextField` without depending on publishing (folder cycles, decision 0018).
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface RichTextFieldProps {
  value: string;
  onChange: (html: string) => void;
  /** The language of the text (its `lang` attribute). */
  lang: string;
  label: string;
}

export const RichTextSlot = createContext<ComponentType<RichTextFieldProps> | null>(null);

export function RichTextField(props: RichTextFieldProps) {
  const Editor = useContext(RichTextSlot);
  if (!Editor) throw new Error('No rich text editor in this back office: StaffApp takes one as `richText`.');
  return <Editor {...props} />;
}
