/**
 * The three celebration sounds, synthesised with the Web Audio API. The original loaded sound
 * files from an external host; the site is offline-capable and its CSP allows no such host, so
 * short tones are generated here instead. Every failure is only logged: sound is a nicety.
 */

export type SoundKind = 'success' | 'celebration' | 'reset';

type Note = { frequency: number; start: number; duration: number };

/** Note frequencies in Hz (equal temperament, A4 = 440). */
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.51;
const A4 = 440;
const F4 = 349.23;

/** volume: the spec's 0.3-0.4; peak: each note's level, lower where notes overlap so a chord does not clip */
const SOUNDS: Record<SoundKind, { volume: number; peak: number; wave: OscillatorType; notes: Note[] }> = {
  // a rising major arpeggio: a step forward
  success: {
    volume: 0.35,
    peak: 0.6,
    wave: 'triangle',
    notes: [
      { frequency: C5, start: 0, duration: 0.14 },
      { frequency: E5, start: 0.1, duration: 0.14 },
      { frequency: G5, start: 0.2, duration: 0.16 },
      { frequency: C6, start: 0.3, duration: 0.42 },
    ],
  },
  // a bright chord with a sparkle on top
  celebration: {
    volume: 0.4,
    peak: 0.3,
    wave: 'sine',
    notes: [
      { frequency: C5, start: 0, duration: 0.7 },
      { frequency: E5, start: 0.04, duration: 0.66 },
      { frequency: G5, start: 0.08, duration: 0.62 },
      { frequency: C6, start: 0.22, duration: 0.3 },
      { frequency: E6, start: 0.32, duration: 0.36 },
    ],
  },
  // two soft falling notes: back to the start
  reset: {
    volume: 0.3,
    peak: 0.6,
    wave: 'sine',
    notes: [
      { frequency: A4, start: 0, duration: 0.18 },
      { frequency: F4, start: 0.14, duration: 0.3 },
    ],
  },
};

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const scope = window as Window & { webkitAudioContext?: AudioContextConstructor };
  const Constructor: AudioContextConstructor | undefined = window.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) return null;
  context = new Constructor();
  return context;
}

export async function playSound(kind: SoundKind): Promise<void> {
  try {
    const audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended') await audio.resume();
    const sound = SOUNDS[kind];
    const master = audio.createGain();
    master.gain.value = sound.volume;
    master.connect(audio.destination);
    const now = audio.currentTime;
    for (const note of sound.notes) {
      const oscillator = audio.createOscillator();
      const envelope = audio.createGain();
      oscillator.type = sound.wave;
      oscillator.frequency.value = note.frequency;
      // A quick attack and an exponential release keep the tones soft, with no clicks.
      const start = now + note.start;
      const end = start + note.duration;
      envelope.gain.setValueAtTime(0.0001, start);
      envelope.gain.exponentialRampToValueAtTime(sound.peak, start + 0.015);
      envelope.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(envelope);
      envelope.connect(master);
      oscillator.start(start);
      oscillator.stop(end + 0.02);
    }
  } catch (error) {
    console.error(`Could not play the ${kind} sound`, error);
  }
}
