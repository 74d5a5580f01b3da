/** The two-tone beep of new notifications and chat messages (spec part 2 §9): 800 Hz then 600 Hz, 0.2 s in all. Failures are ignored. */
export const BEEP_TONES_HZ = [800, 600] as const;
export const BEEP_SECONDS = 0.2;

let context: AudioContext | null = null;

export function playBeep(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    context ??= new Ctx();
    const start = context.currentTime;
    const half = BEEP_SECONDS / 2;
    BEEP_TONES_HZ.forEach((hz, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.frequency.value = hz;
      gain.gain.value = 0.08;
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(start + index * half);
      oscillator.stop(start + (index + 1) * half);
    });
  } catch {
    // no sound: ignored (spec part 2 §8)
  }
}
