import type { CorpusCase } from '../case.ts';

/** Held-out phrases (see docs/benchmarks.md): written before reading the parser's rules. */
export const BLIND_IT: CorpusCase[] = [
  ['chiamare la mamma domani', 'chiamare la mamma', '2026-03-12', null],
  ['dentista ven alle 14:30', 'dentista', '2026-03-13', '14:30'],
  ['riunione lun ore 9', 'riunione', '2026-03-16', '09:00'],
  ['pagare la bolletta entro il 20/3', 'pagare la bolletta', '2026-03-20', null],
  ['prendere i bambini alle 17.30', 'prendere i bambini', '2026-03-11', '17:30'],
  ["rinnovare la carta d'identità tra 2 settimane", "rinnovare la carta d'identità", '2026-03-25', null],
  ['consegnare i documenti entro fine mese', 'consegnare i documenti', '2026-03-31', null],
  ['prenotare i voli la settimana prossima', 'prenotare i voli', '2026-03-16', null],
  ['ricordami di chiamare la banca dopodomani', 'chiamare la banca', '2026-03-13', null],
  ['pranzo con Giulia giovedì a mezzogiorno', 'pranzo con Giulia', '2026-03-12', '12:00'],
  ['parrucchiere sabato alle 11', 'parrucchiere', '2026-03-14', '11:00'],
  ['portare fuori il cane stasera alle 21', 'portare fuori il cane', '2026-03-11', '21:00'],
  ['visita medica il 18 marzo alle 9:15', 'visita medica', '2026-03-18', '09:15'],
  ['mandare il preventivo martedì prossimo', 'mandare il preventivo', '2026-03-17', null],
  ["chiamare l'idraulico domani pomeriggio", "chiamare l'idraulico", '2026-03-12', null],
  ['palestra alle 19', 'palestra', '2026-03-11', '19:00'],
  ["pagare l'affitto il 1", "pagare l'affitto", '2026-04-01', null],
  // Left alone.
  ['comprare 2 kg di mele', 'comprare 2 kg di mele', null, null],
  ['spedire il pacco in via Roma 12', 'spedire il pacco in via Roma 12', null, null],
  ['leggere 1984 di Orwell', 'leggere 1984 di Orwell', null, null],
];
