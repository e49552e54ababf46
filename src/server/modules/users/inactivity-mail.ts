/**
 * The mail that warns a person, 30 days ahead, that their free account will be erased for
 * inactivity (the privacy policy's 3 years). In the person's language; a visit is all it asks.
 * `{name}`, `{date}` and `{link}` are filled in.
 */
import { isLanguage, type Language } from '../../../shared/languages.ts';

interface InactivityMail {
  subject: string;
  body: string;
}

const MAILS: Record<Language, InactivityMail> = {
  en: {
    subject: 'Your Quadrant account will be deleted',
    body: "Hello {name},\n\nYou have not used your free Quadrant account for almost 3 years. As our privacy policy says, we will delete it and everything in it on {date}.\n\nTo keep it, just sign in before then:\n\n{link}\n\nIf you no longer need it, you don't have to do anything.\n\n— Quadrant",
  },
  es: {
    subject: 'Tu cuenta de Quadrant se eliminará',
    body: 'Hola, {name}:\n\nHace casi 3 años que no usas tu cuenta gratuita de Quadrant. Como indica nuestra política de privacidad, la eliminaremos junto con todo su contenido el {date}.\n\nPara conservarla, basta con que inicies sesión antes de esa fecha:\n\n{link}\n\nSi ya no la necesitas, no tienes que hacer nada.\n\n— Quadrant',
  },
  fr: {
    subject: 'Votre compte Quadrant va être supprimé',
    body: "Bonjour {name},\n\nVous n'avez pas utilisé votre compte Quadrant gratuit depuis près de 3 ans. Comme l'indique notre politique de confidentialité, nous le supprimerons avec tout son contenu le {date}.\n\nPour le conserver, il vous suffit de vous connecter d'ici là :\n\n{link}\n\nSi vous n'en avez plus besoin, vous n'avez rien à faire.\n\n— Quadrant",
  },
  de: {
    subject: 'Ihr Quadrant-Konto wird gelöscht',
    body: 'Hallo {name},\n\nSie haben Ihr kostenloses Quadrant-Konto seit fast 3 Jahren nicht genutzt. Wie in unserer Datenschutzerklärung beschrieben, löschen wir es mit allen Inhalten am {date}.\n\nUm es zu behalten, melden Sie sich einfach vorher an:\n\n{link}\n\nWenn Sie es nicht mehr brauchen, müssen Sie nichts tun.\n\n— Quadrant',
  },
  ja: {
    subject: 'Quadrant アカウントが削除されます',
    body: '{name} 様\n\n無料の Quadrant アカウントが 3 年近く使われていません。プライバシーポリシーに記載のとおり、{date} にアカウントとそのすべての内容を削除します。\n\nアカウントを残すには、それまでにサインインしてください。\n\n{link}\n\n不要な場合は、何もする必要はありません。\n\n— Quadrant',
  },
  it: {
    subject: 'Il tuo account Quadrant verrà eliminato',
    body: 'Ciao {name},\n\nNon usi il tuo account gratuito di Quadrant da quasi 3 anni. Come indicato nella nostra informativa sulla privacy, lo elimineremo insieme a tutti i suoi contenuti il {date}.\n\nPer conservarlo basta accedere prima di quella data:\n\n{link}\n\nSe non ti serve più, non devi fare nulla.\n\n— Quadrant',
  },
  pt: {
    subject: 'Sua conta do Quadrant será excluída',
    body: 'Olá, {name},\n\nVocê não usa sua conta gratuita do Quadrant há quase 3 anos. Como diz nossa política de privacidade, vamos excluí-la com todo o seu conteúdo em {date}.\n\nPara mantê-la, basta entrar antes dessa data:\n\n{link}\n\nSe não precisa mais dela, não é preciso fazer nada.\n\n— Quadrant',
  },
};

/** The warning in the account's language (English when it has none), filled in. */
export function inactivityMail(
  language: string | null,
  fill: { name: string; erasedAt: number; link: string },
): InactivityMail {
  const lng: Language = isLanguage(language) ? language : 'en';
  const mail = MAILS[lng];
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(fill.erasedAt);
  const body = mail.body
    .replace('{name}', () => fill.name)
    .replace('{date}', () => date)
    .replace('{link}', () => fill.link);
  return { subject: mail.subject, body };
}
