import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { answerText } from '../../../lib/checkin/answer-text.ts';
import { $gate, problemText, scanCode } from '../../../lib/checkin/gate-store.ts';
import { gateTexts } from '../../../lib/checkin/gate-texts.ts';
import { useLocale, useTexts } from '../../../elements/runtime/locale.tsx';
import { scanTexts, type ScanTexts } from './texts.ts';
import { startCamera } from './camera.ts';
import { signal } from './feedback.ts';
import * as screens from '../../styles/screens.css.ts';
import * as styles from '../../styles/gate.css.ts';

const waitingText = (waiting: number, online: boolean, syncing: boolean, t: ScanTexts): string => {
  if (waiting === 0) return t.allSynced;
  if (syncing) return t.waitingSyncing(waiting);
  return online ? t.waitingOnline(waiting) : t.waitingOffline(waiting);
};

/** The answer in large type and colour, the camera, the typed code, and the queue's state. */
export function ScanPanel({ onRename }: { onRename: () => void }) {
  const t = useTexts(scanTexts);
  const said = useTexts(gateTexts);
  const locale = useLocale();
  const { copy, problem, shown, waiting, online, syncing } = useStore($gate);
  const codeId = useId();
  const [code, setCode] = useState('');
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const text = shown ? answerText(shown, said, locale) : null;

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
        // The error's name is the browser's (NotAllowedError), for whoever helps.
        setCameraProblem((error as Error).name ?? 'error');
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
        {online ? t.online : t.offline} · {waitingText(waiting, online, syncing, t)}
        {copy ? t.onDevice(copy.tickets.length) : ''}
      </p>
      {problem && !copy && (
        <p role="alert" className={styles.problem}>
          {problemText(problem, said)}
        </p>
      )}
      <section aria-live="assertive" aria-label={t.answer} className={styles.answer[text?.tone ?? 'idle']}>
        <p className={styles.answerTitle}>{text ? text.title : copy ? t.ready : t.loading}</p>
        <p className={styles.answerDetail}>{text ? text.detail : t.scanOrType}</p>
      </section>
      {camera && <video ref={video} className={styles.video} muted playsInline aria-label={t.camera} />}
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
          {camera ? t.stopCamera : t.scanWithCamera}
        </button>
        <button type="button" className={`${screens.button.ghost} ${styles.big}`} onClick={onRename}>
          {t.changeGate}
        </button>
      </div>
      {cameraProblem && (
        <p role="alert" className={styles.problem}>
          {t.cameraFailed({ error: cameraProblem })}
        </p>
      )}
      <form onSubmit={submit} className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={codeId}>{t.ticketCode}</label>
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
          {t.check}
        </button>
      </form>
    </div>
  );
}
