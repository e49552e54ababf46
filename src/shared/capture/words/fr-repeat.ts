import type { RepeatLexicon } from '../repeat-lexicon.ts';

export const frRepeat: RepeatLexicon = {
  every: 'chaque',
  everyPlural: 'tous\\s+les|toutes\\s+les',
  units: {
    day: ['jour', 'jours'],
    week: ['semaine', 'semaines'],
    month: ['mois', 'mois'],
    year: ['an|année|annee', 'ans|années|annees'],
  },
  weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  weekdaysPlural: ['lundis', 'mardis', 'mercredis', 'jeudis', 'vendredis', 'samedis', 'dimanches'],
  habitual: 'les',
  and: 'et',
  listArticle: 'les|le',
  onDays: 'le|les',
  ordinals: {},
  phrases: [
    ['quotidiennement|journellement|au\\s+quotidien|une\\s+fois\\s+par\\s+jour', 'daily'],
    ['(?:tous\\s+les|chaque)\\s+matins?', 'daily@am'],
    [
      '(?:tous\\s+les|chaque)\\s+(?:soirs?|après-midi|apres-midi)|(?:toutes\\s+les|chaque)\\s+nuits?',
      'daily@pm',
    ],
    ['un\\s+jour\\s+sur\\s+deux', 'daily/2'],
    [
      'en\\s+semaine|(?:les|tous\\s+les|chaque)\\s+jours?\\s+(?:ouvrés?|ouvres?|ouvrables?|de\\s+(?:la\\s+)?semaine)|' +
        'du\\s+lundi\\s+au\\s+vendredi',
      'workdays',
    ],
    ['(?:tous\\s+les|chaque)\\s+(?:week-?ends?|fins?\\s+de\\s+semaine)', 'weekend'],
    ['hebdomadairement|une\\s+fois\\s+par\\s+semaine|tous\\s+les\\s+(?:huit|8)\\s+jours', 'weekly'],
    [
      'une\\s+semaine\\s+sur\\s+deux|tous\\s+les\\s+(?:quinze|15)\\s+jours|un\\s+{day}\\s+sur\\s+deux',
      'weekly/2',
    ],
    ['un\\s+mois\\s+sur\\s+deux', 'monthly/2'],
    ['mensuellement|une\\s+fois\\s+par\\s+mois', 'monthly'],
    ['trimestriellement|(?:chaque|tous\\s+les)\\s+trimestres?', 'monthly/3'],
    ['annuellement|une\\s+fois\\s+par\\s+an', 'yearly'],
    [
      '(?:à\\s+la\\s+)?fin\\s+de\\s+chaque\\s+mois|(?:chaque|toutes\\s+les|tous\\s+les)\\s+fins?\\s+de\\s+mois',
      'month-end',
    ],
    [
      'le\\s+{n}(?:er)?\\s+de\\s+chaque\\s+mois|(?:tous\\s+les|chaque)\\s+{n}(?:er)?\\s+du\\s+mois',
      'monthly',
    ],
  ],
  unsaid: [
    '(?:chaque|tous\\s+les|toutes\\s+les|le|les)\\s+(?:premiers?|premières?|derniers?|dernières?|1ers?|deuxièmes?|2e|troisièmes?|3e|quatrièmes?|4e)\\s+{day}(?:\\s+(?:du|de\\s+chaque)\\s+mois)?',
    '(?:deux|trois|quatre|cinq|plusieurs|\\d+)\\s+fois\\s+par\\s+(?:jour|semaine|mois|an)',
  ],
};
