/**
 * What a reminder says outside the app — the push notification and the e-mail — in the person's
 * language (English when they have none), with the due date as they read it in their time zone.
 */
import { isLanguage, type Language } from '../../../shared/languages.ts';
import { zonedInstant } from '../../../shared/zoned-time.ts';

interface Strings {
  due: string;
  noDue: string;
  subject: string;
  body: string;
  snooze10m: string;
  snooze1h: string;
  snoozeTomorrow: string;
}

const STRINGS: Record<Language, Strings> = {
  en: {
    due: 'Due {when}',
    noDue: 'Reminder',
    subject: 'Reminder: {title}',
    body: 'Hello {name},\n\nThis is your reminder for "{title}". {due}\n\nOpen the task:\n{link}\n\n— Quadrant',
    snooze10m: 'Snooze 10 min',
    snooze1h: 'Snooze 1 hour',
    snoozeTomorrow: 'Tomorrow 09:00',
  },
  es: {
    due: 'Vence {when}',
    noDue: 'Recordatorio',
    subject: 'Recordatorio: {title}',
    body: 'Hola, {name}:\n\nEste es tu recordatorio de «{title}». {due}\n\nAbre la tarea:\n{link}\n\n— Quadrant',
    snooze10m: 'Posponer 10 min',
    snooze1h: 'Posponer 1 hora',
    snoozeTomorrow: 'Mañana 09:00',
  },
  fr: {
    due: 'Échéance {when}',
    noDue: 'Rappel',
    subject: 'Rappel : {title}',
    body: 'Bonjour {name},\n\nVoici votre rappel pour « {title} ». {due}\n\nOuvrir la tâche :\n{link}\n\n— Quadrant',
    snooze10m: 'Reporter 10 min',
    snooze1h: 'Reporter 1 heure',
    snoozeTomorrow: 'Demain 09:00',
  },
  de: {
    due: 'Fällig {when}',
    noDue: 'Erinnerung',
    subject: 'Erinnerung: {title}',
    body: 'Hallo {name},\n\nhier ist Ihre Erinnerung an „{title}“. {due}\n\nAufgabe öffnen:\n{link}\n\n— Quadrant',
    snooze10m: '10 Min. später',
    snooze1h: '1 Stunde später',
    snoozeTomorrow: 'Morgen 09:00',
  },
  ja: {
    due: '期限 {when}',
    noDue: 'リマインダー',
    subject: 'リマインダー: {title}',
    body: '{name} 様\n\n「{title}」のリマインダーです。{due}\n\nタスクを開く:\n{link}\n\n— Quadrant',
    snooze10m: '10 分後に再通知',
    snooze1h: '1 時間後に再通知',
    snoozeTomorrow: '明日 09:00',
  },
  it: {
    due: 'Scadenza {when}',
    noDue: 'Promemoria',
    subject: 'Promemoria: {title}',
    body: 'Ciao {name},\n\necco il tuo promemoria per «{title}». {due}\n\nApri l’attività:\n{link}\n\n— Quadrant',
    snooze10m: 'Posticipa 10 min',
    snooze1h: 'Posticipa 1 ora',
    snoozeTomorrow: 'Domani 09:00',
  },
  pt: {
    due: 'Vence {when}',
    noDue: 'Lembrete',
    subject: 'Lembrete: {title}',
    body: 'Olá, {name},\n\nEste é o seu lembrete de “{title}”. {due}\n\nAbra a tarefa:\n{link}\n\n— Quadrant',
    snooze10m: 'Adiar 10 min',
    snooze1h: 'Adiar 1 hora',
    snoozeTomorrow: 'Amanhã 09:00',
  },
};

export interface ReminderText {
  language: Language;
  /** "Due …" or "Reminder". */
  line: string;
  subject: string;
  body: string;
  actions: { snooze10m: string; snooze1h: string; snoozeTomorrow: string };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

export function reminderText(
  language: string | null,
  input: {
    title: string;
    name: string;
    dueDate: string | null;
    dueTime: string | null;
    timeZone: string;
    link: string;
  },
): ReminderText {
  const lng: Language = isLanguage(language) ? language : 'en';
  const s = STRINGS[lng];
  let line = s.noDue;
  if (input.dueDate) {
    const when = input.dueTime
      ? new Intl.DateTimeFormat(lng, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: input.timeZone,
        }).format(zonedInstant(input.dueDate, input.dueTime, input.timeZone))
      : new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          Date.parse(input.dueDate),
        );
    line = fill(s.due, { when });
  }
  return {
    language: lng,
    line,
    subject: fill(s.subject, { title: input.title }),
    body: fill(s.body, {
      name: input.name,
      title: input.title,
      due: input.dueDate ? line : '',
      link: input.link,
    }),
    actions: { snooze10m: s.snooze10m, snooze1h: s.snooze1h, snoozeTomorrow: s.snoozeTomorrow },
  };
}
