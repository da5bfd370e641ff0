import { useEffect, useRef } from 'react';

/**
 * The otpauth URI as a QR code an authenticator app scans. Drawn on a canvas in the browser, so that a
 * page whose policy refuses data: images still shows it; the qrcode package loads only here.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ default: QRCode }) => {
      if (live && canvas.current) void QRCode.toCanvas(canvas.current, text, { margin: 2, width: 200 });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return <canvas ref={canvas} role="img" aria-label={label} width={200} height={200} />;
}
