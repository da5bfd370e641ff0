import type { Editor } from '@tiptap/core';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import * as styles from './rich-text.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { richTextTexts, type RichTextTexts } from './texts.ts';

interface Tool {
  /** Its name to assistive technology and in its tooltip, in the view's language. */
  label: (t: RichTextTexts) => string;
  icon: LucideIcon;
  /** Toggles report their state with aria-pressed; actions (undo, redo) have none. */
  active?: (editor: Editor) => boolean;
  can: (editor: Editor) => boolean;
  run: (editor: Editor, open: ToolbarDialogs) => void;
  /** A visual group break before this tool. */
  group?: boolean;
}

/** The tools that ask something first open a dialog the editor owns. */
export interface ToolbarDialogs {
  onLink: () => void;
  onImage: () => void;
}

const chain = (editor: Editor) => editor.chain().focus();

const TOOLS: Tool[] = [
  {
    label: (t) => t.bold,
    icon: Bold,
    active: (e) => e.isActive('bold'),
    can: (e) => e.can().toggleBold(),
    run: (e) => chain(e).toggleBold().run(),
  },
  {
    label: (t) => t.italic,
    icon: Italic,
    active: (e) => e.isActive('italic'),
    can: (e) => e.can().toggleItalic(),
    run: (e) => chain(e).toggleItalic().run(),
  },
  {
    label: (t) => t.heading2,
    icon: Heading2,
    group: true,
    active: (e) => e.isActive('heading', { level: 2 }),
    can: (e) => e.can().toggleHeading({ level: 2 }),
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
  },
  {
    label: (t) => t.heading3,
    icon: Heading3,
    active: (e) => e.isActive('heading', { level: 3 }),
    can: (e) => e.can().toggleHeading({ level: 3 }),
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
  },
  {
    label: (t) => t.bulletedList,
    icon: List,
    group: true,
    active: (e) => e.isActive('bulletList'),
    can: (e) => e.can().toggleBulletList(),
    run: (e) => chain(e).toggleBulletList().run(),
  },
  {
    label: (t) => t.numberedList,
    icon: ListOrdered,
    active: (e) => e.isActive('orderedList'),
    can: (e) => e.can().toggleOrderedList(),
    run: (e) => chain(e).toggleOrderedList().run(),
  },
  {
    label: (t) => t.insertImage,
    icon: ImagePlus,
    group: true,
    can: (e) => e.can().insertGalleryImage({ imageKey: '', alt: '', width: null, height: null }),
    run: (_e, open) => open.onImage(),
  },
  {
    label: (t) => t.link,
    icon: Link,
    active: (e) => e.isActive('link'),
    can: () => true,
    run: (_e, open) => open.onLink(),
  },
  {
    label: (t) => t.undo,
    icon: Undo2,
    group: true,
    can: (e) => e.can().undo(),
    run: (e) => chain(e).undo().run(),
  },
  {
    label: (t) => t.redo,
    icon: Redo2,
    can: (e) => e.can().redo(),
    run: (e) => chain(e).redo().run(),
  },
];

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export interface ToolbarProps extends ToolbarDialogs {
  editor: Editor;
  /** The editing surface's id (aria-controls). */
  controls: string;
  label: string;
  disabled: boolean;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move between
 * its buttons; each button is named and each toggle says whether it is on.
 */
export function Toolbar({ editor, controls, label, disabled, onLink, onImage }: ToolbarProps) {
  const t = useTexts(richTextTexts);
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const index = next(focused, TOOLS.length);
    setFocused(index);
    buttons.current[index]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t.formatting({ label })}
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {TOOLS.map((tool, index) => {
        const pressed = tool.active?.(editor);
        const available = tool.can(editor);
        return (
          <Fragment key={index}>
            {tool.group && <span className={styles.separator} aria-hidden="true" />}
            <Button
              ref={(button) => {
                buttons.current[index] = button;
              }}
              variant="ghost"
              icon={tool.icon}
              iconOnly
              label={tool.label(t)}
              aria-pressed={tool.active ? pressed : undefined}
              className={[styles.tool, pressed && styles.pressed].filter(Boolean).join(' ')}
              tabIndex={index === focused ? 0 : -1}
              // Unavailable tools stay focusable (aria-disabled), so the toolbar never loses its tab stop.
              disabled={disabled}
              aria-disabled={available ? undefined : true}
              onFocus={() => setFocused(index)}
              onClick={() => available && tool.run(editor, { onLink, onImage })}
            />
          </Fragment>
        );
      })}
    </div>
  );
}
