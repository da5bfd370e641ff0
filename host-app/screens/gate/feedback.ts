import type { Tone } from '../../../lib/checkin/answer-text.ts';

let audio: AudioContext | undefined;

/**
 * Tells staff the answer without a look at the screen (docs/behaviour.md, the gate): a vibration where the
 * device has one (one pulse to admit, three to stop), else a short beep, high to admit and low to stop.
 */
export function signal(tone: Tone): void {
  if (navigator.vibrate?.(tone === 'go' ? 200 : [120, 80, 120, 80, 120])) return;
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    oscillator.frequency.value = tone === 'go' ? 880 : 220;
    oscillator.connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + (tone === 'go' ? 0.15 : 0.4));
  } catch {
    // No audio either: the screen's colour says it.
  }
}
