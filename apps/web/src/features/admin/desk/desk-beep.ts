import type { DeskTone } from "./desk-outcome.ts";

/** A short beep per outcome, so the volunteer hears it without looking (issue #25). */
const TONES: Record<DeskTone, { frequency: number; beeps: number }> = {
  green: { frequency: 880, beeps: 1 },
  orange: { frequency: 660, beeps: 2 },
  red: { frequency: 220, beeps: 3 },
};

let context: AudioContext | undefined;

export function beep(tone: DeskTone): void {
  try {
    context ??= new AudioContext();
    const { frequency, beeps } = TONES[tone];
    for (let index = 0; index < beeps; index++) {
      const start = context.currentTime + index * 0.18;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.14);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.15);
    }
  } catch {
    // No sound on this device: the colour and the text still say it.
  }
}
