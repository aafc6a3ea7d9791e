/**
 * A short sine beep through Web Audio (no sound file to download) and a vibration where the device
 * has one: how new alerts, new rider orders and in-app notifications announce themselves (SPEC §4).
 */
export function signalAlert({
  frequency,
  seconds,
  vibration,
}: {
  frequency: number;
  seconds: number;
  vibration: number[];
}): void {
  try {
    const AudioContextClass =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (AudioContextClass) {
      const context = new AudioContextClass();
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + seconds);
      oscillator.onended = () => void context.close();
    }
  } catch {
    // Audio is blocked before the first user gesture: the vibration and the screen still tell.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(vibration);
}
