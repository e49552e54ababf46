import type { IdentityStrings } from './en.ts';

export const de: IdentityStrings = {
  signInHeading: 'Bei Quadrant anmelden',
  registerHeading: 'Quadrant-Konto erstellen',
  name: 'Name',
  email: 'E-Mail',
  password: 'Passwort',
  passwordHint: 'Mindestens 8 Zeichen.',
  signInButton: 'Anmelden',
  createButton: 'Konto erstellen',
  toRegister: 'Konto erstellen',
  toSignIn: 'Sie haben schon ein Konto? Anmelden',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  signInThrottled:
    'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte warte {seconds} Sekunden und versuche es erneut.',
  emailTaken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
  emailTakenLink: 'Stattdessen anmelden',
  errorSummary: 'Es gibt ein Problem',
  nameInvalid: 'Geben Sie Ihren Namen ein (höchstens 100 Zeichen).',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, etwa name@beispiel.de.',
  passwordInvalid: 'Ihr Passwort muss 8 bis 200 Zeichen lang sein.',
  brokerNotConfigured:
    'Die Anmeldung mit {provider} ist auf diesem Server nicht eingerichtet. Melden Sie sich mit E-Mail-Adresse und Passwort an.',
  brokerFailedHeading: 'Die Anmeldung mit {provider} hat nicht funktioniert',
  brokerFailedBody: 'Bitte versuchen Sie es erneut oder melden Sie sich mit E-Mail-Adresse und Passwort an.',
  brokerNoEmail:
    '{provider} hat keine E-Mail-Adresse übermittelt, daher kann Quadrant nicht erkennen, wer Sie sind. Erlauben Sie den Zugriff auf Ihre E-Mail-Adresse oder melden Sie sich mit E-Mail-Adresse und Passwort an.',
  brokerUnverifiedEmail:
    '{provider} hat die E-Mail-Adresse dieses Kontos nicht bestätigt, daher kann es Sie nicht bei Quadrant anmelden. Bestätigen Sie die Adresse bei {provider} oder melden Sie sich mit E-Mail-Adresse und Passwort an.',
  brokerUnavailableAccount:
    'Dieses Quadrant-Konto kann sich nicht anmelden: Es wurde gelöscht oder deaktiviert.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  expiredHeading: 'Diese Anmeldeseite ist abgelaufen',
  expiredBody:
    'Anmeldeseiten sind eine Stunde lang gültig. Kehren Sie zu Quadrant zurück und beginnen Sie erneut.',
  errorHeading: 'Etwas ist schiefgelaufen',
  errorBody:
    'Quadrant konnte diese Anmeldung nicht abschließen. Kehren Sie zu Quadrant zurück und versuchen Sie es erneut.',
  errorCode: 'Fehlercode',
  backToApp: 'Zurück zu Quadrant',
  logoutHeading: 'Von Quadrant abmelden?',
  logoutBody: 'Zum erneuten Anmelden brauchen Sie Ihre E-Mail-Adresse und Ihr Passwort.',
  logoutConfirm: 'Abmelden',
  logoutCancel: 'Angemeldet bleiben',
  signedOutHeading: 'Sie wurden abgemeldet',
  signedOutBody: 'Ihre Sitzung auf diesem Gerät ist beendet.',
  signInAgain: 'Erneut anmelden',
  forgotPassword: 'Passwort vergessen?',
  resetRequestHeading: 'Passwort zurücksetzen',
  resetRequestIntro:
    'Geben Sie die E-Mail-Adresse Ihres Quadrant-Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  resetRequestButton: 'Link senden',
  resetSentHeading: 'Sehen Sie in Ihr Postfach',
  resetSentBody:
    'Falls es ein Konto für {email} gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Der Link ist 1 Stunde lang gültig.',
  backToSignIn: 'Zurück zur Anmeldung',
  newPasswordHeading: 'Neues Passwort festlegen',
  newPasswordFor: 'Für das Konto {email}.',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Neues Passwort bestätigen',
  passwordMismatch: 'Die beiden Passwörter stimmen nicht überein.',
  savePasswordButton: 'Neues Passwort speichern',
  resetDoneHeading: 'Ihr Passwort wurde geändert',
  resetDoneBody:
    'Zu Ihrer Sicherheit wurden Sie auf allen Geräten abgemeldet. Melden Sie sich mit Ihrem neuen Passwort an.',
  resetLinkInvalidHeading: 'Dieser Link kann nicht verwendet werden',
  resetLinkInvalidBody:
    'Links zum Zurücksetzen des Passworts funktionieren nur einmal und 1 Stunde lang. Dieser ist abgelaufen, wurde schon verwendet oder durch einen neueren ersetzt.',
  requestNewLink: 'Neuen Link anfordern',
  resetMailSubject: 'Ihr Quadrant-Passwort zurücksetzen',
  resetMailBody:
    'Hallo {name},\n\njemand hat angefordert, das Passwort Ihres Quadrant-Kontos ({email}) zurückzusetzen. Wenn Sie das waren, öffnen Sie diesen Link, um ein neues Passwort festzulegen:\n\n{link}\n\nDer Link funktioniert nur einmal und 1 Stunde lang. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\n— Quadrant',
};
