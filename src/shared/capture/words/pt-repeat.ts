import type { RepeatLexicon } from '../repeat-lexicon.ts';

export const ptRepeat: RepeatLexicon = {
  every: 'todo|toda|cada|a\\s+cada',
  everyPlural: 'todos\\s+os|todas\\s+as|a\\s+cada',
  units: {
    day: ['dia', 'dias'],
    week: ['semana', 'semanas'],
    month: ['m[eê]s', 'meses'],
    year: ['ano', 'anos'],
  },
  weekdays: [
    'segunda(?:-feira|\\s+feira)?',
    'terça(?:-feira|\\s+feira)?|terca(?:-feira)?',
    'quarta(?:-feira|\\s+feira)?',
    'quinta(?:-feira|\\s+feira)?',
    'sexta(?:-feira|\\s+feira)?',
    'sábado|sabado',
    'domingo',
  ],
  weekdaysPlural: [
    'segundas(?:-feiras)?',
    'terças(?:-feiras)?|tercas',
    'quartas(?:-feiras)?',
    'quintas(?:-feiras)?',
    'sextas(?:-feiras)?',
    'sábados|sabados',
    'domingos',
  ],
  habitual: 'às|as|nas|aos',
  and: 'e',
  listArticle: 'às|as|nas|aos|os',
  onDays: 'às|as|nas|na|no|aos',
  ordinals: {},
  phrases: [
    ['diariamente|todo\\s+santo\\s+dia|uma\\s+vez\\s+por\\s+dia', 'daily'],
    ['todas\\s+as\\s+(?:manhãs|manhas)|toda\\s+(?:a\\s+)?(?:manhã|manha)', 'daily@am'],
    ['todas\\s+as\\s+(?:tardes|noites)|toda\\s+(?:a\\s+)?(?:tarde|noite)', 'daily@pm'],
    ['dia\\s+sim,?\\s+dia\\s+n[ãa]o|em\\s+dias\\s+alternados', 'daily/2'],
    [
      '(?:em\\s+|nos\\s+)?dias\\s+(?:úteis|uteis)|todo\\s+dia\\s+(?:útil|util)|de\\s+segunda\\s+a\\s+sexta(?:-feira)?',
      'workdays',
    ],
    ['(?:todo|todos\\s+os|nos|aos)\\s+fins?\\s+de\\s+semana', 'weekend'],
    ['semanalmente|uma\\s+vez\\s+por\\s+semana', 'weekly'],
    [
      'quinzenalmente|a\\s+cada\\s+(?:quinze|15)\\s+dias|de\\s+quinze\\s+em\\s+quinze\\s+dias|' +
        'semana\\s+sim,?\\s+semana\\s+n[ãa]o|de\\s+duas\\s+em\\s+duas\\s+semanas',
      'weekly/2',
    ],
    ['mensalmente|uma\\s+vez\\s+por\\s+m[eê]s', 'monthly'],
    ['trimestralmente|(?:a\\s+cada|todo)\\s+trimestre', 'monthly/3'],
    ['anualmente|uma\\s+vez\\s+por\\s+ano', 'yearly'],
    // "no fim do mês" is one month's end: only "todo" or "cada" makes it a rule.
    [
      '(?:todo|todos\\s+os)\\s+fins?\\s+de\\s+m[eê]s|no\\s+(?:fim|final)\\s+de\\s+cada\\s+m[eê]s',
      'month-end',
    ],
    [
      'todo\\s+dia\\s+{n}|todos\\s+os\\s+dias\\s+{n}|(?:no\\s+)?dia\\s+{n}\\s+de\\s+cada\\s+m[eê]s',
      'monthly',
    ],
  ],
  alsoTrigger: 'uma\\s+vez|dia\\s+sim',
  unsaid: [
    '(?:toda|todo|cada|a\\s+cada|na|no|todas\\s+as|todos\\s+os)\\s+(?:primeir[oa]s?|últim[oa]s?|ultim[oa]s?|terceir[oa]s?)\\s+{day}(?:\\s+(?:do|de\\s+cada)\\s+m[eê]s)?',
    '(?:duas|três|tres|quatro|cinco|várias|\\d+)\\s+vezes\\s+(?:por|ao|na)\\s+(?:dia|semana|m[eê]s|ano)',
  ],
};
