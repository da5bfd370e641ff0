import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { answerText } from '../../../lib/checkin/answer-text.ts';
import { $gate, scanCode } from '../../../lib/checkin/gate-store.ts';
import { startCamera } from './camera.ts';
import { signal } from './feedback.ts';
import * as screens from '../../styles/screens.css.ts';
import * as styles from '../../styles/gate.css.ts';

const waitingText = (waiting: number, online: boolean, syncing: boolean): string =>
  waiting === 0
    ? 'All scans synced.'
    : `${waiting} ${waiting === 1 ? 'scan' : 'scans'} waiting to sync${
        syncing ? ': syncing…' : online ? '.' : ': they sync when the signal returns.'
      }`;

/** The answer in large type and colour, the camera, the typed code, and the queue's state. */
export function ScanPanel({ onRename }: { onRename: () => void }) {
  const { copy, problem, shown, waiting, online, syncing } = useStore($gate);
  const codeId = useId();
  const [code, setCode] = useState('');
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const text = shown ? answerText(shown) : null;

  useEffect(() => {
    if (text) signal(text.tone);
    // Each new answer signals once, even the same answer twice in a row (a new object each scan).
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!camera || !video.current) return;
    let stop: (() => void) | undefined;
    let closed = false;
    startCamera(video.current, (read) => void scanCode(read))
      .then((stopCamera) => (closed ? stopCamera() : (stop = stopCamera)))
      .catch((error: unknown) => {
        setCamera(false);
        setCameraProblem(
          `The camera could not start (${(error as Error).name ?? 'error'}): type the code instead.`,
        );
      });
    return () => {
      closed = true;
      stop?.();
    };
  }, [camera]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    void scanCode(code);
    setCode('');
  };

  return (
    <div className={styles.gate}>
      <p className={styles.status} role="status">
        {online ? 'Online' : 'Offline'} · {waitingText(waiting, online, syncing)}
        {copy ? ` · ${copy.tickets.length} tickets on this device` : ''}
      </p>
      {problem && !copy && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <section aria-live="assertive" aria-label="Answer" className={styles.answer[text?.tone ?? 'idle']}>
        <p className={styles.answerTitle}>{text ? text.title : copy ? 'Ready' : 'Loading…'}</p>
        <p className={styles.answerDetail}>{text ? text.detail : 'Scan a ticket or type its code.'}</p>
      </section>
      {camera && <video ref={video} className={styles.video} muted playsInline aria-label="Camera" />}
      <div className={styles.row}>
        <button
          type="button"
          className={`${screens.button.secondary} ${styles.big}`}
          disabled={!copy}
          onClick={() => {
            setCameraProblem(null);
            setCamera(!camera);
          }}
        >
          {camera ? 'Stop camera' : 'Scan with camera'}
        </button>
        <button type="button" className={`${screens.button.ghost} ${styles.big}`} onClick={onRename}>
          Change gate
        </button>
      </div>
      {cameraProblem && (
        <p role="alert" className={styles.problem}>
          {cameraProblem}
        </p>
      )}
      <form onSubmit={submit} className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={codeId}>Ticket code</label>
          <input
            id={codeId}
            className={styles.input}
            value={code}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" className={`${screens.primaryButton} ${styles.big}`} disabled={!copy}>
          Check
        </button>
      </form>
    </div>
  );
}
