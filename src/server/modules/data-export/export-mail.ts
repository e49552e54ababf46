/**
 * The mail that says a data export is ready: in the person's language, with a link to the
 * settings page (never to the archive itself: only a signed-in owner downloads it) and the date
 * it is kept until. `{name}`, `{date}` and `{link}` are filled in.
 */
import type { Database } from '../../db/database.ts';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import type { Mailer } from '../mail/mailer.ts';

interface ReadyMail {
  subject: string;
  body: string;
}

const MAILS: Record<Language, ReadyMail> = {
  en: {
    subject: 'Your Quadrant data is ready to download',
    body: 'Hello {name},\n\nThe archive of your Quadrant data you asked for is ready. Download it from your account settings, signed in, until {date}:\n\n{link}\n\nIf you did not ask for it, sign in and change your password.\n\n— Quadrant',
  },
  es: {
    subject: 'Tus datos de Quadrant están listos para descargar',
    body: 'Hola, {name}:\n\nEl archivo con tus datos de Quadrant que pediste está listo. Descárgalo desde la configuración de tu cuenta, con la sesión iniciada, hasta el {date}:\n\n{link}\n\nSi no lo pediste tú, inicia sesión y cambia tu contraseña.\n\n— Quadrant',
  },
  fr: {
    subject: 'Vos données Quadrant sont prêtes à télécharger',
    body: "Bonjour {name},\n\nL'archive de vos données Quadrant que vous avez demandée est prête. Téléchargez-la depuis les paramètres de votre compte, une fois connecté, jusqu'au {date} :\n\n{link}\n\nSi vous ne l'avez pas demandée, connectez-vous et changez votre mot de passe.\n\n— Quadrant",
  },
  de: {
    subject: 'Ihre Quadrant-Daten stehen zum Download bereit',
    body: 'Hallo {name},\n\ndas angeforderte Archiv Ihrer Quadrant-Daten ist fertig. Laden Sie es angemeldet in Ihren Kontoeinstellungen herunter, bis {date}:\n\n{link}\n\nFalls Sie es nicht angefordert haben, melden Sie sich an und ändern Sie Ihr Passwort.\n\n— Quadrant',
  },
  ja: {
    subject: 'Quadrant のデータをダウンロードできます',
    body: '{name} 様\n\nご依頼の Quadrant データのアーカイブの準備ができました。{date} まで、サインインしたうえでアカウント設定からダウンロードできます。\n\n{link}\n\nお心当たりがない場合は、サインインしてパスワードを変更してください。\n\n— Quadrant',
  },
  it: {
    subject: 'I tuoi dati di Quadrant sono pronti da scaricare',
    body: "Ciao {name},\n\nL'archivio dei tuoi dati di Quadrant che hai chiesto è pronto. Scaricalo dalle impostazioni dell'account, dopo aver effettuato l'accesso, entro il {date}:\n\n{link}\n\nSe non l'hai chiesto tu, accedi e cambia la password.\n\n— Quadrant",
  },
  pt: {
    subject: 'Seus dados do Quadrant estão prontos para baixar',
    body: 'Olá, {name},\n\nO arquivo com seus dados do Quadrant que você pediu está pronto. Baixe-o nas configurações da sua conta, com a sessão iniciada, até {date}:\n\n{link}\n\nSe não foi você quem pediu, entre e altere sua senha.\n\n— Quadrant',
  },
};

export function readyMail(
  language: string | null,
  fill: { name: string; expiresAt: number; link: string },
): ReadyMail {
  const lng: Language = isLanguage(language) ? language : 'en';
  const mail = MAILS[lng];
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(fill.expiresAt);
  const body = mail.body
    .replace('{name}', () => fill.name)
    .replace('{date}', () => date)
    .replace('{link}', () => fill.link);
  return { subject: mail.subject, body };
}

/** The `exports.mail-ready` job: nothing is sent if the export is gone or not ready. */
export async function sendExportReady(
  deps: { db: Database; mailer: Mailer; publicUrl: string; now?: number },
  exportId: string,
): Promise<void> {
  const row = await deps.db
    .selectFrom('dataExports')
    .innerJoin('users', 'users.id', 'dataExports.userId')
    .select([
      'dataExports.status',
      'dataExports.expiresAt',
      'users.email',
      'users.name',
      'users.language',
      'users.deletedAt',
    ])
    .where('dataExports.id', '=', exportId)
    .executeTakeFirst();
  if (!row || row.status !== 'ready' || row.deletedAt !== null) return;
  const mail = readyMail(row.language, {
    name: row.name,
    expiresAt: Number(row.expiresAt),
    link: `${deps.publicUrl}/app/profile`,
  });
  await deps.mailer.send(
    { to: [{ name: row.name, address: row.email }], subject: mail.subject, text: mail.body },
    { now: deps.now },
  );
}
