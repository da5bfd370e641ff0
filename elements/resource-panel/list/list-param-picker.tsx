import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Resource } from '../../../lib/resources/define.ts';
import { $session } from '../../../lib/session/session.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { useRefOptions } from '../form/use-ref-options.ts';
import * as styles from '../common/styles.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

interface PickerProps {
  resource: Resource;
  /** The record the list shows now (from its address), or undefined for the caller's own. */
  value: number | undefined;
  /** The record picked, or undefined for the server's default (the caller's own account). */
  onPick: (value: number | undefined) => void;
}

function Picker({ resource, name, value, onPick }: PickerProps & { name: string }) {
  const field = resource.fields[name]!;
  const names = useMemo(() => [name], [name]);
  const options = useRefOptions(resource.fields, names)[name] ?? [];
  const t = useTexts(panelTexts);
  return (
    <div className={styles.search}>
      <SelectField
        label={field.label}
        placeholder={t.yourOwn}
        value={value === undefined ? '' : String(value)}
        options={options.map((option) => ({ value: String(option.id), label: option.label }))}
        onChange={(event) => onPick(event.target.value ? Number(event.target.value) : undefined)}
      />
    </div>
  );
}

/**
 * The definition's list parameter (`listParam`, a ref field) as a select above the list, for callers the
 * field admits: a super admin picks the account whose users the list shows.
 */
export function ListParamPicker(props: PickerProps) {
  const { access } = useStore($session);
  const name = props.resource.listParam;
  const field = name ? props.resource.fields[name] : undefined;
  if (!name || !field || (field.minAccess ?? 0) > access) return null;
  return <Picker {...props} name={name} />;
}
