import type { CorpusCase } from '../case.ts';

/** Held-out phrases (see docs/benchmarks.md): written before reading the parser's rules. */
export const BLIND_ES: CorpusCase[] = [
  ['llamar a mamá mañana', 'llamar a mamá', '2026-03-12', null],
  ['dentista el vie a las 16:00', 'dentista', '2026-03-13', '16:00'],
  ['reunión el lunes a las 9', 'reunión', '2026-03-16', '09:00'],
  ['pagar la luz antes del 20/3', 'pagar la luz', '2026-03-20', null],
  ['recoger a los niños hoy a las 17h', 'recoger a los niños', '2026-03-11', '17:00'],
  ['renovar el DNI en dos semanas', 'renovar el DNI', '2026-03-25', null],
  ['entregar el informe a fin de mes', 'entregar el informe', '2026-03-31', null],
  ['reservar vuelos la semana que viene', 'reservar vuelos', '2026-03-16', null],
  ['recuérdame llamar al banco pasado mañana', 'llamar al banco', '2026-03-13', null],
  ['comer con Laura el jueves a mediodía', 'comer con Laura', '2026-03-12', '12:00'],
  ['cortarme el pelo el sáb a las 11', 'cortarme el pelo', '2026-03-14', '11:00'],
  ['sacar la basura esta noche', 'sacar la basura', '2026-03-11', null],
  ['cita con el médico el 18 de marzo a las 9:30', 'cita con el médico', '2026-03-18', '09:30'],
  ['mandar la factura el próximo martes', 'mandar la factura', '2026-03-17', null],
  ['llamar al fontanero mañana por la tarde', 'llamar al fontanero', '2026-03-12', null],
  ['ir al gimnasio a las 7 de la tarde', 'ir al gimnasio', '2026-03-11', '19:00'],
  ['pagar el alquiler el día 1', 'pagar el alquiler', '2026-04-01', null],
  // Left alone.
  ['comprar 2 kilos de tomates', 'comprar 2 kilos de tomates', null, null],
  ['leer Cien años de soledad', 'leer Cien años de soledad', null, null],
  ['enviar paquete a Calle Mayor 15', 'enviar paquete a Calle Mayor 15', null, null],
];
