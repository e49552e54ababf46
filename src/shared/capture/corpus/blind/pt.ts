import type { CorpusCase } from '../case.ts';

/** Held-out phrases (see docs/benchmarks.md): written before reading the parser's rules. */
export const BLIND_PT: CorpusCase[] = [
  ['ligar pra mãe amanhã', 'ligar pra mãe', '2026-03-12', null],
  ['dentista sex às 14h30', 'dentista', '2026-03-13', '14:30'],
  ['reunião seg 9h', 'reunião', '2026-03-16', '09:00'],
  ['pagar a conta de luz até 20/03', 'pagar a conta de luz', '2026-03-20', null],
  ['buscar as crianças às 17h30', 'buscar as crianças', '2026-03-11', '17:30'],
  ['renovar o RG em 2 semanas', 'renovar o RG', '2026-03-25', null],
  ['entregar os documentos até o fim do mês', 'entregar os documentos', '2026-03-31', null],
  ['reservar as passagens semana que vem', 'reservar as passagens', '2026-03-16', null],
  ['me lembra de ligar pro banco depois de amanhã', 'ligar pro banco', '2026-03-13', null],
  ['almoço com a Ana quinta ao meio-dia', 'almoço com a Ana', '2026-03-12', '12:00'],
  ['cabeleireiro sábado às 11h', 'cabeleireiro', '2026-03-14', '11:00'],
  ['levar o lixo pra fora hoje à noite', 'levar o lixo pra fora', '2026-03-11', null],
  ['consulta médica dia 18/03 às 9h15', 'consulta médica', '2026-03-18', '09:15'],
  ['mandar o orçamento na terça que vem', 'mandar o orçamento', '2026-03-17', null],
  ['ligar pro encanador amanhã à tarde', 'ligar pro encanador', '2026-03-12', null],
  ['academia às 7 da noite', 'academia', '2026-03-11', '19:00'],
  ['pagar o aluguel dia 1', 'pagar o aluguel', '2026-04-01', null],
  // Left alone.
  ['comprar 2 kg de tomate', 'comprar 2 kg de tomate', null, null],
  ['entregar o pacote na Rua Augusta 500', 'entregar o pacote na Rua Augusta 500', null, null],
  ['ler 1984 do Orwell', 'ler 1984 do Orwell', null, null],
];
