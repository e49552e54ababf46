import type { CorpusCase } from '../case.ts';

/** Held-out phrases (see docs/benchmarks.md): written before reading the parser's rules. */
export const BLIND_DE: CorpusCase[] = [
  ['Mama morgen anrufen', 'Mama anrufen', '2026-03-12', null],
  ['Zahnarzt Fr 14:30', 'Zahnarzt', '2026-03-13', '14:30'],
  ['am Mo um 9 Meeting', 'Meeting', '2026-03-16', '09:00'],
  ['Stromrechnung bis 20.3. bezahlen', 'Stromrechnung bezahlen', '2026-03-20', null],
  ['Kinder abholen um 17:30', 'Kinder abholen', '2026-03-11', '17:30'],
  ['Pass in 2 Wochen verlängern', 'Pass verlängern', '2026-03-25', null],
  ['Steuerunterlagen bis Ende des Monats abgeben', 'Steuerunterlagen abgeben', '2026-03-31', null],
  ['nächste Woche Flüge buchen', 'Flüge buchen', '2026-03-16', null],
  ['übermorgen Bank anrufen', 'Bank anrufen', '2026-03-13', null],
  ['Mittagessen mit Julia am Donnerstag um 12', 'Mittagessen mit Julia', '2026-03-12', '12:00'],
  ['Friseur Sa 11 Uhr', 'Friseur', '2026-03-14', '11:00'],
  ['Müll rausbringen heute Abend', 'Müll rausbringen', '2026-03-11', null],
  ['Arzttermin am 18.03. um 9:15', 'Arzttermin', '2026-03-18', '09:15'],
  ['Angebot nächsten Dienstag schicken', 'Angebot schicken', '2026-03-17', null],
  ['Klempner morgen Nachmittag anrufen', 'Klempner anrufen', '2026-03-12', null],
  ['um 19 Uhr ins Fitnessstudio', 'ins Fitnessstudio', '2026-03-11', '19:00'],
  ['Miete zum 1. überweisen', 'Miete überweisen', '2026-04-01', null],
  // Left alone.
  ['3 kg Äpfel kaufen', '3 kg Äpfel kaufen', null, null],
  ['Paket zur Hauptstraße 12 bringen', 'Paket zur Hauptstraße 12 bringen', null, null],
  ['iPhone 15 Hülle bestellen', 'iPhone 15 Hülle bestellen', null, null],
];
