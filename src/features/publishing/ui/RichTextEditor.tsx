/**
 * The rich text editor of a language's content (Tiptap, decision
 * 0029-publishing-workflow): headings, lists, tables, links and images, producing the
 * HTML the site sanitises. Every toolbar button is a real button with a name; links and
 * images are asked for in labelled fields, never in a browser prompt, so the whole
 * editor works by keyboard.
 */
import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEditor, EditorContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { useTranslate } from 'react-admin';
import { MediaPicker } from './MediaPicker.tsx';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The language of the text (its `lang` attribute, for screen readers and spelling). */
  lang: string;
  label: string;
}

type Panel = 'link' | 'image' | null;

/** The editing area, with the rules Tiptap would inject itself (ProseMirror's white space and gap cursor). */
const EDITOR_SX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 1,
  minHeight: '10rem',
  '& .content-editor': { outline: 'none', minHeight: '9rem' },
  '& table': { borderCollapse: 'collapse' },
  '& td, & th': { border: 1, borderColor: 'divider', p: 0.5, minWidth: '3rem' },
  '& .ProseMirror': { position: 'relative', overflowWrap: 'break-word', whiteSpace: 'break-spaces', fontVariantLigatures: 'none', fontFeatureSettings: '"liga" 0' },
  '& .ProseMirror [contenteditable="false"]': { whiteSpace: 'normal' },
  '& .ProseMirror [contenteditable="false"] [contenteditable="true"], & .ProseMirror pre': { whiteSpace: 'pre-wrap' },
  '& img.ProseMirror-separator': { display: 'inline !important', border: 'none !important', margin: '0 !important', width: '0 !important', height: '0 !important' },
  '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 },
  '& .ProseMirror-gapcursor::after': { content: '""', display: 'block', position: 'absolute', top: '-2px', width: '20px', borderTop: '1px solid currentColor' },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
  '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
  '& .ProseMirror-hideselection *': { caretColor: 'transparent' },
} as const;

export function RichTextEditor({ value, onChange, lang, label }: RichTextEditorProps) {
  const translate = useTranslate();
  const labelId = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [picking, setPicking] = useState(false);
  const [missingAlt, setMissingAlt] = useState(false);
  const altId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image, Table.configure({ resizable: false }), TableRow, TableHeader, TableCell],
    content: value,
    immediatelyRender: false,
    // Tiptap's own <style> element is refused by the back office's CSP (no inline styles);
    // the few rules it holds are in EDITOR_SX, which emotion writes with the page's nonce.
    injectCSS: false,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', lang, class: 'content-editor' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A text set from outside (the OpenCC draft, a restored version) replaces the editor's.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (key: string, action: () => void, active = false) => (
    <Button key={key} size="small" variant={active ? 'contained' : 'outlined'} aria-pressed={active} onClick={action}>
      {translate(`content.editor.${key}`)}
    </Button>
  );
  const insert = () => {
    if (!url.trim()) return;
    // An image goes in with its text alternative, asked here (rules.ts would flag it later anyway).
    if (panel === 'image' && !alt.trim()) {
      setMissingAlt(true);
      document.getElementById(altId)?.focus();
      return;
    }
    setMissingAlt(false);
    if (panel === 'link') chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
    if (panel === 'image') chain().setImage({ src: url.trim(), alt: alt.trim() }).run();
    setPanel(null);
    setUrl('');
    setAlt('');
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="span" id={labelId} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
        {label}
      </Box>
      <Box role="toolbar" aria-label={translate('content.editor.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {tool('paragraph', () => chain().setParagraph().run(), editor.isActive('paragraph'))}
        {tool('h2', () => chain().toggleHeading({ level: 2 }).run(), editor.isActive('heading', { level: 2 }))}
        {tool('h3', () => chain().toggleHeading({ level: 3 }).run(), editor.isActive('heading', { level: 3 }))}
        {tool('bold', () => chain().toggleBold().run(), editor.isActive('bold'))}
        {tool('bullets', () => chain().toggleBulletList().run(), editor.isActive('bulletList'))}
        {tool('numbers', () => chain().toggleOrderedList().run(), editor.isActive('orderedList'))}
        {tool('link', () => setPanel(panel === 'link' ? null : 'link'), panel === 'link')}
        {tool('image', () => setPanel(panel === 'image' ? null : 'image'), panel === 'image')}
        {tool('table', () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      </Box>
      {panel && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <TextField size="small" label={translate(panel === 'link' ? 'content.editor.linkUrl' : 'content.editor.imageUrl')} value={url} onChange={(e) => setUrl(e.target.value)} />
          {panel === 'image' && (
            <TextField
              id={altId}
              size="small"
              required
              label={translate('content.editor.imageAlt')}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              error={missingAlt}
              helperText={missingAlt ? translate('content.editor.altRequired') : undefined}
            />
          )}
          {panel !== null && (
            <Button size="small" variant="outlined" onClick={() => setPicking(true)}>
              {translate(panel === 'image' ? 'content.media.chooseImage' : 'content.media.chooseFile')}
            </Button>
          )}
          <Button variant="contained" size="small" onClick={insert}>
            {translate('content.editor.insert')}
          </Button>
        </Box>
      )}
      {panel && picking && (
        <MediaPicker
          kind={panel === 'image' ? 'image' : undefined}
          onChoose={(m) => {
            setUrl(m.url);
            setPicking(false);
            if (panel === 'image') setTimeout(() => document.getElementById(altId)?.focus(), 0);
          }}
          onCancel={() => setPicking(false)}
        />
      )}
      <Box sx={EDITOR_SX}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
