import { keepGateOffline } from '../../../lib/checkin/offline-copy.ts';

type Decode = (video: HTMLVideoElement) => Promise<string | undefined>;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's BarcodeDetector where it reads QR codes, else jsQR, loaded only here and only now. */
async function decoder(): Promise<Decode> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats()).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  // The decoder's chunk joins what the gate keeps for a reload without signal.
  void keepGateOffline().catch(() => undefined);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    if (!video.videoWidth) return undefined;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data;
  };
}

/** The same code read again this soon is the same ticket still held up to the camera. */
const SAME_CODE_MS = 4000;

/**
 * Reads codes from the back camera into `video` and hands each new one to `onCode`; returns the function
 * that stops the camera.
 */
export async function startCamera(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  let running = true;
  let last = { code: '', at: 0 };
  try {
    video.srcObject = stream;
    await video.play();
    const decode = await decoder();
    const frame = async () => {
      if (!running) return;
      const code = await decode(video).catch(() => undefined);
      const now = Date.now();
      if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) onCode(code);
      if (code) last = { code, at: now };
      requestAnimationFrame(() => void frame());
    };
    void frame();
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    throw error;
  }
  return () => {
    running = false;
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}
