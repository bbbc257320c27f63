type AudioContextClass = typeof AudioContext;

// Browsers allow one page only a few contexts: one is made, and made again only if the class changed.
let cached: { of: AudioContextClass; context: AudioContext } | null = null;

const audioContext = (): AudioContext | null => {
  const Class = globalThis.AudioContext as AudioContextClass | undefined;
  if (!Class) return null;
  if (cached?.of !== Class) cached = { of: Class, context: new Class() };
  return cached.context;
};

/**
 * Browsers start audio only after a gesture on the page: turning the sound on (a click) wakes the context,
 * and each beep tries again in case the page was reloaded with the sound already on.
 */
const wake = (context: AudioContext) => {
  if (context.state === "suspended") context.resume().catch(() => undefined);
};

const tone = (context: AudioContext, frequency: number, start: number) => {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  // A short ramp in and out: a bare start/stop clicks.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.3);
};

/** A two-note chime made on the spot (Web Audio), so there is no sound file to download. */
export function playNewOrderSound() {
  const context = audioContext();
  if (!context) return;
  wake(context);
  tone(context, 880, context.currentTime);
  tone(context, 1320, context.currentTime + 0.18);
}

/** Called from the click that turns the sound on. */
export function wakeNewOrderSound() {
  const context = audioContext();
  if (context) wake(context);
}

/** Decision 087: a card the kitchen is making changed — three falling notes, unlike a new card's rising two. */
export function playChangedOrderSound() {
  const context = audioContext();
  if (!context) return;
  wake(context);
  tone(context, 1320, context.currentTime);
  tone(context, 990, context.currentTime + 0.16);
  tone(context, 660, context.currentTime + 0.32);
}
