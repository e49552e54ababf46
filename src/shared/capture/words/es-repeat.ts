import type { RepeatLexicon } from '../repeat-lexicon.ts';

export const esRepeat: RepeatLexicon = {
  every: 'cada',
  everyPlural: 'todos\\s+los|todas\\s+las',
  units: {
    day: ['d[ií]a', 'd[ií]as'],
    week: ['semana', 'semanas'],
    month: ['mes', 'meses'],
    year: ['año', 'años'],
  },
  weekdays: ['lunes', 'martes', 'miércoles|miercoles', 'jueves', 'viernes', 'sábado|sabado', 'domingo'],
  weekdaysPlural: [
    'lunes',
    'martes',
    'miércoles|miercoles',
    'jueves',
    'viernes',
    'sábados|sabados',
    'domingos',
  ],
  habitual: 'los',
  and: 'y|e',
  listArticle: 'los|las|el',
  onDays: 'los|el',
  ordinals: {},
  phrases: [
    ['diariamente|a\\s+diario|una\\s+vez\\s+al\\s+d[ií]a', 'daily'],
    ['(?:todas\\s+las|cada)\\s+(?:mañanas?|mananas?)', 'daily@am'],
    ['(?:todas\\s+las|cada)\\s+(?:tardes?|noches?)', 'daily@pm'],
    [
      'd[ií]a\\s+por\\s+medio|un\\s+d[ií]a\\s+s[ií]\\s+y\\s+otro\\s+no|(?:en\\s+)?d[ií]as\\s+alternos',
      'daily/2',
    ],
    [
      'entre\\s+semana|(?:los|todos\\s+los|cada)\\s+d[ií]as?\\s+(?:laborables?|hábiles?|habiles?|de\\s+(?:la\\s+)?semana)|' +
        'de\\s+lunes\\s+a\\s+viernes',
      'workdays',
    ],
    ['(?:todos\\s+los|cada)\\s+fin(?:es)?\\s+de\\s+semana|los\\s+fines\\s+de\\s+semana', 'weekend'],
    ['semanalmente|una\\s+vez\\s+(?:por|a\\s+la|cada)\\s+semana', 'weekly'],
    [
      'quincenalmente|cada\\s+(?:quince|15)\\s+d[ií]as|una\\s+semana\\s+s[ií]\\s+y\\s+otra\\s+no|' +
        'semana\\s+por\\s+medio|(?:en\\s+)?semanas\\s+alternas|{day}\\s+por\\s+medio',
      'weekly/2',
    ],
    ['mensualmente|una\\s+vez\\s+al\\s+mes', 'monthly'],
    ['trimestralmente|cada\\s+trimestre', 'monthly/3'],
    ['anualmente|una\\s+vez\\s+al\\s+año', 'yearly'],
    [
      '(?:a\\s+)?(?:fin|final|finales)\\s+de\\s+cada\\s+mes|(?:cada|todos\\s+los)\\s+fin(?:es)?\\s+de\\s+mes',
      'month-end',
    ],
    [
      '(?:el\\s+)?(?:d[ií]a\\s+)?{n}\\s+de\\s+cada\\s+mes|todos\\s+los\\s+d[ií]as\\s+{n}|cada\\s+d[ií]a\\s+{n}',
      'monthly',
    ],
  ],
  alsoTrigger: 'una\\s+vez',
  unsaid: [
    '(?:cada|todos\\s+los|el|los)\\s+(?:primer(?:o|os)?|últimos?|ultimos?|segundos?|tercer(?:o|os)?|cuartos?)\\s+{day}(?:\\s+de(?:l)?\\s+(?:cada\\s+)?mes)?',
    '(?:dos|tres|cuatro|cinco|varias|\\d+)\\s+veces\\s+(?:por|al|a\\s+la|cada)\\s+(?:d[ií]a|semana|mes|año)',
  ],
};
