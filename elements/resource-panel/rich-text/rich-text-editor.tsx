import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isAllowedUrl } from '../../../lib/rich-text/rules.ts';
import ImagePickerDialog from '../media/image-picker-dialog.tsx';
import { GalleryImage } from './gallery-image.ts';
import { LinkDialog } from './link-dialog.tsx';
import { Toolbar } from './toolbar.tsx';
import * as styles from './rich-text.css.ts';
import * as frame from './frame.css.ts';
import { RichFieldShell } from './rich-field-shell.tsx';
import { useTexts } from '../../runtime/locale.tsx';
import { richTextTexts } from './texts.ts';

export interface RichTextEditorProps {
  name: string;
  label: string;
  /** HTML; '' for an empty document. */
  value: string;
  required: boolean;
  disabled: boolean;
  error?: string;
  help?: string;
  onChange: (html: string) => void;
}

/** Headings below the page title only: the article's title is its h1, and the server keeps h2-h4. */
const HEADING_LEVELS = [2, 3, 4] as const;

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The article body's editor (tiptap on ProseMirror, which edits inside a shadow root): a toolbar of real
 * toggle buttons, images from the gallery, the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+Z...), and HTML out of it that the server's
 * sanitiser keeps as it is (lib/rich-text/rules.ts). Loaded only by forms with a rich field.
 */
export default function RichTextEditor({
  name,
  label,
  value,
  required,
  disabled,
  error,
  help,
  onChange,
}: RichTextEditorProps) {
  const t = useTexts(richTextTexts);
  const id = useId();
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The open dialog and where it renders: the shadow root holding the editor (outside its form).
  const [dialog, setDialog] = useState<{ kind: 'link' | 'image'; root: ShadowRoot } | null>(null);
  const open = (kind: 'link' | 'image') =>
    setDialog({ kind, root: mount.current!.getRootNode() as ShadowRoot });
  const close = () => setDialog(null);
  // The toolbar's pressed and disabled states follow the selection: redraw on every transaction.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ onChange, value });
  useEffect(() => {
    latest.current = { onChange, value };
  });
  const noteId = `${id}-note`;
  const note = error || help;

  useEffect(() => {
    const created = new Editor({
      element: mount.current!,
      injectCSS: false,
      content: latest.current.value,
      extensions: [
        StarterKit.configure({
          heading: { levels: [...HEADING_LEVELS] },
          // An empty paragraph it keeps at the end would make the stored HTML differ from what was typed.
          trailingNode: false,
          link: {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            HTMLAttributes: { target: null, rel: null },
            isAllowedUri: (url) => isAllowedUrl(url),
          },
        }),
        GalleryImage,
      ],
      onUpdate: ({ editor: changed }) => {
        const html = htmlOf(changed);
        latest.current.value = html;
        latest.current.onChange(html);
      },
      onTransaction: redraw,
    });
    setEditor(created);
    return () => created.destroy();
  }, []);

  // A value from outside (a restored or discarded draft) replaces the document; typing does not loop back.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Without an update event: only typing changes the form's value (and so the draft).
  useEffect(() => editor?.setEditable(!disabled, false), [editor, disabled]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(note ? { 'aria-describedby': noteId } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
          class: styles.content,
          'data-field': name,
        },
      },
    });
  }, [editor, id, name, note, noteId, error, required]);

  return (
    <>
      <RichFieldShell
        labelId={`${id}-label`}
        label={label}
        required={required}
        error={error}
        help={help}
        noteId={noteId}
      >
        {editor && (
          <Toolbar
            editor={editor}
            controls={id}
            disabled={disabled}
            onLink={() => open('link')}
            onImage={() => open('image')}
            label={label}
          />
        )}
        <div ref={mount} className={frame.body} />
      </RichFieldShell>
      {/* Beside the form, not in it: a form inside a form is invalid HTML and submits the outer one. */}
      {editor &&
        dialog &&
        createPortal(
          dialog.kind === 'link' ? (
            <LinkDialog editor={editor} onClose={close} />
          ) : (
            <ImagePickerDialog
              title={t.insertFromGallery}
              confirm={t.insertImage}
              withAlt
              onClose={close}
              onPick={(image, alt) => {
                editor
                  .chain()
                  .focus()
                  .insertGalleryImage({
                    imageKey: image.media_key,
                    alt,
                    width: image.width,
                    height: image.height,
                  })
                  .run();
                close();
              }}
            />
          ),
          dialog.root,
        )}
    </>
  );
}
