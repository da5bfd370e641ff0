import type { Editor } from '@tiptap/core';
import { Link } from 'lucide-react';
import { useState } from 'react';
import { linkHref } from '../../../lib/rich-text/rules.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** Adds, changes or removes the link at the selection; with nothing selected the address becomes the text. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = editor.getAttributes('link').href as string | undefined;
  const [typed, setTyped] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const href = linkHref(typed);
    if (!href) {
      setError('Enter a web address (https://...), a mail address (mailto:...) or a path on this site');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !current) {
      chain
        .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Dialog
      open
      title={current ? 'Edit link' : 'Add link'}
      size="sm"
      onClose={onClose}
      onSubmit={apply}
      footer={
        <>
          {current && (
            <Button variant="danger" onClick={remove}>
              Remove link
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" icon={Link}>
            Apply
          </Button>
        </>
      }
    >
      <TextField
        label="Link address"
        type="url"
        value={typed}
        required
        placeholder="https://"
        error={error}
        data-autofocus
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
      />
    </Dialog>
  );
}
