import type { RepeatLexicon } from '../repeat-lexicon.ts';

export const enRepeat: RepeatLexicon = {
  every: 'every|each',
  everyPlural: '(?!)',
  units: {
    day: ['day', 'days'],
    week: ['week', 'weeks'],
    month: ['month', 'months'],
    year: ['year', 'years'],
  },
  weekdays: [
    'monday|mon\\.?',
    'tuesday|tues?\\.?',
    'wednesday|wed\\.?',
    'thursday|thu(?:rs?)?\\.?',
    'friday|fri\\.?',
    'saturday|sat\\.?',
    'sunday|sun\\.?',
  ],
  weekdaysPlural: ['mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays'],
  habitual: 'on',
  and: 'and',
  listArticle: 'on',
  onDays: 'on',
  ordinals: { other: 2, second: 2, third: 3, fourth: 4 },
  phrases: [
    ['daily|once\\s+a\\s+day|every\\s+single\\s+day', 'daily'],
    ['every\\s+morning', 'daily@am'],
    ['every\\s+(?:evening|night|afternoon)|nightly', 'daily@pm'],
    [
      'every\\s+(?:weekday|work\\s*day|business\\s+day)s?|(?:on\\s+)?(?:weekdays|workdays)|' +
        '(?:mondays?|mon)\\s*(?:to|through|thru|till|until|-|–)\\s*(?:fridays?|fri)',
      'workdays',
    ],
    ['every\\s+weekend|(?:on\\s+)?weekends', 'weekend'],
    ['weekly|once\\s+(?:a|per)\\s+week', 'weekly'],
    ['bi-?weekly|fortnightly|every\\s+fortnight', 'weekly/2'],
    ['monthly|once\\s+(?:a|per)\\s+month', 'monthly'],
    // "quarterly taxes", "a half-yearly review": before a word they are the adjective.
    ['quarterly(?!\\s+\\p{L})|every\\s+quarter|once\\s+a\\s+quarter', 'monthly/3'],
    ['semi-?annually|half-?yearly(?!\\s+\\p{L})|twice\\s+a\\s+year', 'monthly/6'],
    ['yearly|annually|once\\s+(?:a|per)\\s+year', 'yearly'],
    [
      '(?:at\\s+|on\\s+)?the\\s+(?:end|last\\s+day)\\s+of\\s+(?:every|each)\\s+month|every\\s+month[-\\s]end',
      'month-end',
    ],
    [
      '(?:on\\s+)?the\\s+{n}(?:st|nd|rd|th)?\\s+of\\s+(?:every|each)\\s+month|every\\s+{n}(?:st|nd|rd|th)(?:\\s+of\\s+the\\s+month)?',
      'monthly',
    ],
  ],
  alsoTrigger: '(?<![a-z])(?:mon|tues?|wed|thu|fri|sat|sun)(?![a-z])',
  unsaid: [
    '(?:every|each|the|on\\s+the)\\s+(?:first|last|1st|2nd|3rd|4th|second|third|fourth)\\s+{day}\\s+(?:of|in)\\s+(?:the|each|every)\\s+month',
    '(?:every\\s+|each\\s+|the\\s+)?(?:first|last|1st)\\s+{day}',
    // "twice a year" is every six months (a phrase above); twice a week is no rule.
    'twice\\s+(?:a|per|each|every)\\s+(?:day|week|month)',
    '(?:two|three|four|five|several|\\d+)\\s+times\\s+(?:a|per|each|every)\\s+(?:day|week|month|year)',
    'every\\s+(?:few|several)\\s+(?:days|weeks|months)',
  ],
};
