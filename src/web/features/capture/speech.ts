/**
 * Voice capture through the browser's own speech recognition (SpeechRecognition, or Chrome and
 * Safari's webkitSpeechRecognition), behind a small interface: the UI starts a session with a
 * language and handlers, and gets transcripts, one error code, and the end. Tests define a fake
 * `window.SpeechRecognition`; a browser without one gets no microphone button.
 */
import type { Language } from '../../../shared/languages.ts';

/** The recognizer's errors the UI explains; anything else reads as `other`. `aborted` is silent. */
export const SPEECH_ERRORS = [
  'not-allowed',
  'no-speech',
  'network',
  'audio-capture',
  'language-not-supported',
  'other',
] as const;
export type SpeechErrorCode = (typeof SPEECH_ERRORS)[number];

export interface SpeechHandlers {
  /** The whole transcript so far; `final` once the recognizer settled on it. */
  onTranscript: (text: string, final: boolean) => void;
  onError: (code: SpeechErrorCode) => void;
  onEnd: () => void;
}

export interface SpeechSession {
  /** Stop listening and keep what was heard. */
  stop: () => void;
}

export type StartSpeech = (lang: string, handlers: SpeechHandlers) => SpeechSession;

/** The BCP 47 tags asked of the recognizer: the spec's five, and the other UI languages. */
export const SPEECH_LANGS: Record<Language | 'zh', string> = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  zh: 'zh-CN',
  it: 'it-IT',
  pt: 'pt-BR',
  ja: 'ja-JP',
};

/** The shape of the Web Speech API this module uses (not in TypeScript's DOM library). */
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative | undefined;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult | undefined };
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

function errorCode(error: string): SpeechErrorCode | null {
  if (error === 'aborted') return null;
  if (error === 'service-not-allowed') return 'not-allowed';
  return (SPEECH_ERRORS as readonly string[]).includes(error) ? (error as SpeechErrorCode) : 'other';
}

/** Every result so far, joined: final parts and the current guess. */
function transcriptOf(event: RecognitionEvent): { text: string; final: boolean } {
  let text = '';
  let final = true;
  for (let i = 0; i < event.results.length; i += 1) {
    const result = event.results[i];
    if (!result) continue;
    text += result[0]?.transcript ?? '';
    if (!result.isFinal) final = false;
  }
  return { text: text.trim(), final };
}

/** The browser's recognizer as a `StartSpeech`, or null where the browser has none. */
export function browserSpeech(): StartSpeech | null {
  const Constructor = recognitionConstructor();
  if (!Constructor) return null;
  return (lang, handlers) => {
    const recognition = new Constructor();
    recognition.lang = lang;
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const { text, final } = transcriptOf(event);
      handlers.onTranscript(text, final);
    };
    recognition.onerror = (event) => {
      const code = errorCode(event.error);
      if (code) handlers.onError(code);
    };
    recognition.onend = () => handlers.onEnd();
    try {
      recognition.start();
    } catch {
      // start() throws when a session is already running or the page may not record.
      queueMicrotask(() => {
        handlers.onError('other');
        handlers.onEnd();
      });
    }
    return { stop: () => recognition.stop() };
  };
}
