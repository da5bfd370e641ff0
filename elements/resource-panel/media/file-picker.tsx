import type { LucideIcon } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import * as media from './media.css.ts';

export interface FilePickerProps {
  label: string;
  icon: LucideIcon;
  multiple?: boolean;
  /** The input's accept list: a hint to the browser's dialog; the server judges the bytes. */
  accept?: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** With children, a drop zone around them and the button; without, the button alone. */
  children?: ReactNode;
}

/**
 * A real button that opens the browser's file dialog (the input itself stays hidden, since a bare file
 * input cannot be styled), and, around it, a drop zone for files dragged in from the desktop.
 */
export function FilePicker({ label, icon, multiple, accept, disabled, onFiles, children }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const picker = (
    <>
      <Button icon={icon} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again (after a fix) must fire change again.
          event.target.value = '';
        }}
      />
    </>
  );
  if (!children) return picker;
  const drag = (event: DragEvent, entering: boolean) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(entering);
  };
  return (
    <div
      className={`${media.dropZone} ${over ? media.dropZoneActive : ''}`}
      onDragEnter={(event) => drag(event, true)}
      onDragOver={(event) => drag(event, true)}
      onDragLeave={(event) => drag(event, false)}
      onDrop={(event) => {
        drag(event, false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
      {picker}
    </div>
  );
}
