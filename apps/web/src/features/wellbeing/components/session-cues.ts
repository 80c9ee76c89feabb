import { useCallback, useEffect, useRef } from 'react';

const TONE_HZ = 432;
const TONE_SECONDS = 0.35;

/**
 * A soft tone (Web Audio) and a short vibration at each change of step or breath, each only when
 * the person turned it on. The audio context is made on the first cue, after their click, as
 * browsers require.
 */
export function useSessionCues({ sound, vibration }: { sound: boolean; vibration: boolean }) {
  const context = useRef<AudioContext | null>(null);
  useEffect(() => () => void context.current?.close(), []);
  return useCallback(() => {
    if (sound && typeof AudioContext !== 'undefined') {
      context.current ??= new AudioContext();
      const audio = context.current;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = TONE_HZ;
      gain.gain.setValueAtTime(0.001, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.2, audio.currentTime + 0.05);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + TONE_SECONDS);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start();
      oscillator.stop(audio.currentTime + TONE_SECONDS);
    }
    if (vibration && typeof navigator.vibrate === 'function') navigator.vibrate(120);
  }, [sound, vibration]);
}
