import { useTexts } from '../../../elements/runtime/locale.tsx';
import { hostTexts } from '../../texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { chooseGateName } from '../../../lib/checkin/gate-name.ts';
import { gateTexts } from '../../../lib/checkin/gate-texts.ts';
import { setIssueTexts, setMessageTexts } from '../../../lib/protocol/issue-texts.ts';
import { schemaMessageTexts } from '../../../lib/protocol/schema-message-texts.ts';
import { validationTexts } from '../../../lib/protocol/validation-texts.ts';
import { $gate, setGate } from '../../../lib/checkin/gate-store.ts';
import * as screens from '../../styles/screens.css.ts';
import * as styles from '../../styles/gate.css.ts';

/** Asks, once per device, which gate it stands at: scans and the reports carry that name. */
export function GateNameForm({ onDone }: { onDone: () => void }) {
  const t = useTexts(hostTexts);
  const said = useTexts(gateTexts);
  const issueWords = useTexts(validationTexts);
  const messageWords = useTexts(schemaMessageTexts);
  const id = useId();
  const [name, setName] = useState(() => $gate.get().gate ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The schema's message in this form's language (lib/protocol/issue-texts.ts).
    setIssueTexts(issueWords);
    setMessageTexts(messageWords);
    const chosen = chooseGateName(name, said);
    if ('problem' in chosen) return setProblem(chosen.problem);
    setGate(chosen.name);
    onDone();
  };
  return (
    <form onSubmit={submit} className={styles.row}>
      <div className={styles.field}>
        <label htmlFor={id}>{t.whichGate}</label>
        <input
          id={id}
          className={styles.input}
          value={name}
          placeholder={t.gateExample}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {problem && (
          <p id={`${id}-problem`} className={styles.problem}>
            {problem}
          </p>
        )}
      </div>
      <button type="submit" className={`${screens.primaryButton} ${styles.big}`}>
        {t.useThisGate}
      </button>
    </form>
  );
}
