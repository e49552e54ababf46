import type { RepeatLexicon } from '../repeat-lexicon.ts';

export const itRepeat: RepeatLexicon = {
  every: 'ogni',
  everyPlural: 'tutti\\s+i|tutte\\s+le|tutti\\s+gli',
  units: {
    day: ['giorno', 'giorni'],
    week: ['settimana', 'settimane'],
    month: ['mese', 'mesi'],
    year: ['anno', 'anni'],
  },
  weekdays: [
    'lunedì|lunedi',
    'martedì|martedi',
    'mercoledì|mercoledi',
    'giovedì|giovedi',
    'venerdì|venerdi',
    'sabato',
    'domenica',
  ],
  weekdaysPlural: [
    'lunedì|lunedi',
    'martedì|martedi',
    'mercoledì|mercoledi',
    'giovedì|giovedi',
    'venerdì|venerdi',
    'sabati',
    'domeniche',
  ],
  // "di lunedì" and "il lunedì" are also one Monday ("la riunione di lunedì"): not habitual here.
  habitual: null,
  and: 'e|ed',
  listArticle: 'il|i|la|le',
  onDays: 'il|di',
  ordinals: {},
  phrases: [
    ['quotidianamente|giornalmente|una\\s+volta\\s+al\\s+giorno', 'daily'],
    ['(?:ogni|tutte\\s+le)\\s+mattin[ae]', 'daily@am'],
    ['(?:ogni|tutte\\s+le)\\s+(?:ser[ae]|nott[ie])|ogni\\s+pomeriggio|tutti\\s+i\\s+pomeriggi', 'daily@pm'],
    ['a\\s+giorni\\s+alterni|un\\s+giorno\\s+sì\\s+e\\s+uno\\s+no', 'daily/2'],
    [
      '(?:nei|tutti\\s+i|ogni)\\s+giorn[oi]\\s+(?:feriali?|lavorativ[oi])|dal\\s+luned[iì]\\s+al\\s+venerd[iì]',
      'workdays',
    ],
    ['(?:ogni|tutti\\s+i)\\s+(?:fine\\s+settimana|weekend|week-end)', 'weekend'],
    ['settimanalmente|una\\s+volta\\s+(?:a|alla|per|ogni)\\s+settimana', 'weekly'],
    [
      'a\\s+settimane\\s+alterne|una\\s+settimana\\s+sì\\s+e\\s+una\\s+no|ogni\\s+(?:quindici|15)\\s+giorni|' +
        'un\\s+{day}\\s+sì\\s+e\\s+uno\\s+no',
      'weekly/2',
    ],
    ['a\\s+mesi\\s+alterni', 'monthly/2'],
    ['mensilmente|una\\s+volta\\s+al\\s+mese', 'monthly'],
    ['trimestralmente|ogni\\s+trimestre', 'monthly/3'],
    ["annualmente|una\\s+volta\\s+(?:l['’]|all['’])anno", 'yearly'],
    ['(?:alla\\s+)?fine\\s+di\\s+ogni\\s+mese|ogni\\s+fine\\s+mese', 'month-end'],
    ['(?:il\\s+)?{n}\\s+di\\s+ogni\\s+mese|ogni\\s+{n}\\s+del\\s+mese', 'monthly'],
  ],
  unsaid: [
    "(?:(?:ogni|il|tutti\\s+i)\\s+|l['’])(?:prim[oa]|ultim[oa]|second[oa]|terz[oa]|quart[oa])\\s+{day}(?:\\s+(?:del|di\\s+ogni)\\s+mese)?",
    '(?:due|tre|quattro|cinque|più|\\d+)\\s+volte\\s+(?:a|al|alla|per|ogni)\\s+(?:giorno|settimana|mese|anno)',
  ],
};
