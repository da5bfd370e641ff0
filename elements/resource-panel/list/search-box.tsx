import { useId, useState } from 'react';
import type { Resource } from '../../../lib/resources/define.ts';
import * as controls from '../../ui/controls.css.ts';
import * as styles from '../common/styles.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

export const fieldLabel = (resource: Resource, name: string): string =>
  name === resource.idKey
    ? 'ID'
    : (resource.fields[name]?.label ??
      resource.columns.find((c) => c.field === name)?.label ??
      name.replace(/_/g, ' '));

/**
 * A list's search box over the area's search fields; every keystroke searches (the list debounces). Given
 * `text`, it shows the list's own search (from its address); without, it keeps what was typed.
 */
export function SearchBox({
  resource,
  text: shown,
  onSearch,
}: {
  resource: Resource;
  text?: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const t = useTexts(panelTexts);
  const [typed, setText] = useState('');
  const text = shown ?? typed;
  return (
    <form
      role="search"
      aria-label={t.searchLandmark({ plural: resource.plural })}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        // Inside a picker opened from a form, the search must not submit that form too.
        event.stopPropagation();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className={controls.label}>
        {t.searchIn({ many: resource.words.many })}
      </label>
      <input
        id={id}
        type="search"
        className={controls.input}
        value={text}
        placeholder={resource.search.map((name) => fieldLabel(resource, name)).join(', ')}
        onChange={(event) => {
          setText(event.target.value);
          onSearch(event.target.value);
        }}
      />
    </form>
  );
}
