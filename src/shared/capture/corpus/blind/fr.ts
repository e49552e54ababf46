import type { CorpusCase } from '../case.ts';

/** Held-out phrases (see docs/benchmarks.md): written before reading the parser's rules. */
export const BLIND_FR: CorpusCase[] = [
  ['appeler maman demain', 'appeler maman', '2026-03-12', null],
  ['dentiste ven. 14h30', 'dentiste', '2026-03-13', '14:30'],
  ['réunion lundi à 9h', 'réunion', '2026-03-16', '09:00'],
  ['payer la facture EDF avant le 20/03', 'payer la facture EDF', '2026-03-20', null],
  ['récupérer les enfants à 17h30', 'récupérer les enfants', '2026-03-11', '17:30'],
  ['renouveler le passeport dans 2 semaines', 'renouveler le passeport', '2026-03-25', null],
  ['rendre le dossier à la fin du mois', 'rendre le dossier', '2026-03-31', null],
  ['réserver les billets la semaine prochaine', 'réserver les billets', '2026-03-16', null],
  ["rappelle-moi d'appeler la banque après-demain", 'appeler la banque', '2026-03-13', null],
  ['déjeuner avec Julie jeudi midi', 'déjeuner avec Julie', '2026-03-12', '12:00'],
  ['coiffeur sam. à 11h', 'coiffeur', '2026-03-14', '11:00'],
  ['sortir les poubelles mardi soir', 'sortir les poubelles', '2026-03-17', null],
  ['rdv médecin le 18 mars à 9h15', 'rdv médecin', '2026-03-18', '09:15'],
  ['envoyer le devis mardi prochain', 'envoyer le devis', '2026-03-17', null],
  ['appeler le plombier demain après-midi', 'appeler le plombier', '2026-03-12', null],
  ['aller à la salle à 19h', 'aller à la salle', '2026-03-11', '19:00'],
  ['payer le loyer le 1er', 'payer le loyer', '2026-04-01', null],
  // Left alone.
  ['acheter 3 kg de pommes', 'acheter 3 kg de pommes', null, null],
  ['lire 1984 de George Orwell', 'lire 1984 de George Orwell', null, null],
  ['déposer le colis au 12 rue de la Paix', 'déposer le colis au 12 rue de la Paix', null, null],
];
