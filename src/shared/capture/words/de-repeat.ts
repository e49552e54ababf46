import type { RepeatLexicon } from '../repeat-lexicon.ts';

export const deRepeat: RepeatLexicon = {
  every: 'jeden|jede|jedes|jedem',
  everyPlural: 'alle',
  units: {
    day: ['tag', 'tage'],
    week: ['woche', 'wochen'],
    month: ['monat', 'monate'],
    year: ['jahr', 'jahre'],
  },
  // "so" alone is "so": Sunday's short form needs its dot.
  weekdays: [
    'montag|mo\\.?',
    'dienstag|di\\.?',
    'mittwoch|mi\\.?',
    'donnerstag|do\\.?',
    'freitag|fr\\.?',
    'samstag|sonnabend|sa\\.?',
    'sonntag|so\\.',
  ],
  weekdaysPlural: [
    'montags',
    'dienstags',
    'mittwochs',
    'donnerstags',
    'freitags',
    'samstags|sonnabends',
    'sonntags',
  ],
  habitual: '',
  and: 'und|sowie',
  listArticle: 'am',
  onDays: 'am|an|jeweils\\s+am',
  ordinals: {
    zweiten: 2,
    zweite: 2,
    zweites: 2,
    dritten: 3,
    dritte: 3,
    drittes: 3,
    vierten: 4,
    vierte: 4,
    viertes: 4,
  },
  phrases: [
    ['täglich|taeglich|tagtäglich|einmal\\s+(?:am|pro|je)\\s+tag', 'daily'],
    ['jeden\\s+(?:morgen|vormittag)|allmorgendlich', 'daily@am'],
    ['jeden\\s+(?:abend|nachmittag)|jede\\s+nacht|allabendlich', 'daily@pm'],
    [
      'werktags|wochentags|an\\s+(?:werktagen|wochentagen)|jeden\\s+werktag|' +
        '(?:von\\s+)?montags?\\s+bis\\s+freitags?|mo\\.?\\s*[-–]\\s*fr\\.?',
      'workdays',
    ],
    ['jedes\\s+wochenende|an\\s+(?:den\\s+)?wochenenden|wochenends', 'weekend'],
    ['wöchentlich|woechentlich|einmal\\s+(?:pro|die|in\\s+der|je)\\s+woche', 'weekly'],
    [
      'zweiwöchentlich|zweiwoechentlich|vierzehntägig|vierzehntaegig|14-tägig|14-taegig|' +
        'alle\\s+(?:14|vierzehn)\\s+tage',
      'weekly/2',
    ],
    ['monatlich|einmal\\s+(?:pro|im|je)\\s+monat', 'monthly'],
    ['vierteljährlich|vierteljaehrlich|quartalsweise|jedes\\s+quartal', 'monthly/3'],
    ['halbjährlich|halbjaehrlich', 'monthly/6'],
    ['jährlich|jaehrlich|alljährlich|einmal\\s+(?:pro|im|je)\\s+jahr', 'yearly'],
    [
      '(?:am\\s+|zum\\s+)?ende\\s+(?:jedes|jeden|eines\\s+jeden)\\s+monats|(?:zu\\s+)?jedem\\s+monatsende|jedes\\s+monatsende|' +
        '(?:jeweils|immer)\\s+(?:zum|am)\\s+monatsende',
      'month-end',
    ],
    [
      '(?:am\\s+)?{n}\\.\\s+(?:jedes|jeden|eines\\s+jeden)\\s+monats|jeden\\s+{n}\\.(?:\\s+(?:des|im)\\s+monats?)?',
      'monthly',
    ],
  ],
  alsoTrigger: 'mo\\.?\\s*[-–]',
  unsaid: [
    '(?:jeden|jede|jedes|am|an\\s+jedem|den)\\s+(?:ersten|erste|letzten|letzte|zweiten|dritten|vierten|[1-5]\\.)\\s+{day}\\s+(?:im|des|eines|jedes|jeden|pro)\\s+monats?',
    '(?:jeden|jede|am|den)\\s+(?:ersten|erste|letzten|letzte|[1-5]\\.)\\s+{day}',
    '(?:zwei|drei|vier|fünf|sechs|mehrere|\\d+)\\s*mal\\s+(?:(?:pro|die|in\\s+der|im|am|je)\\s+(?:woche|monat|tag|jahr)|täglich|wöchentlich|monatlich|jährlich)',
  ],
};
