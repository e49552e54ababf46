import type { CorpusCase } from '../case.ts';

/** Held-out phrases (see docs/benchmarks.md): written before reading the parser's rules. */
export const BLIND_EN: CorpusCase[] = [
  ['call mom tmrw', 'call mom', '2026-03-12', null],
  ['dentist fri 3pm', 'dentist', '2026-03-13', '15:00'],
  ['mon 9am standup', 'standup', '2026-03-16', '09:00'],
  ['pay electric bill by 3/20', 'pay electric bill', '2026-03-20', null],
  ['Pick up dry cleaning tomorrow at 5.30pm', 'Pick up dry cleaning', '2026-03-12', '17:30'],
  ['renew car insurance in 2 weeks', 'renew car insurance', '2026-03-25', null],
  ['submit expenses end of the month', 'submit expenses', '2026-03-31', null],
  ['book flights next week', 'book flights', '2026-03-16', null],
  ['remind me to water the plants tonight', 'water the plants', '2026-03-11', null],
  ['lunch w/ Sarah on thursday at noon', 'lunch w/ Sarah', '2026-03-12', '12:00'],
  ['email the landlord at 14:00', 'email the landlord', '2026-03-11', '14:00'],
  ['haircut sat 11am', 'haircut', '2026-03-14', '11:00'],
  ['take out trash tonight 8pm', 'take out trash', '2026-03-11', '20:00'],
  ['finish slides by tomorrow noon', 'finish slides', '2026-03-12', '12:00'],
  ['call the plumber day after tomorrow', 'call the plumber', '2026-03-13', null],
  ['send invoice on march 20', 'send invoice', '2026-03-20', null],
  ['Pay rent on the 1st', 'Pay rent', '2026-04-01', null],
  // Left alone.
  ['read 1984 by George Orwell', 'read 1984 by George Orwell', null, null],
  ['buy iPhone 15 case', 'buy iPhone 15 case', null, null],
  ['drop package at 221 Baker St', 'drop package at 221 Baker St', null, null],
];
