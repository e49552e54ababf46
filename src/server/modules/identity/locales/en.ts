/** English strings of the identity pages; the shape every language follows. */
export interface IdentityStrings {
  signInHeading: string;
  registerHeading: string;
  name: string;
  email: string;
  password: string;
  passwordHint: string;
  signInButton: string;
  createButton: string;
  toRegister: string;
  toSignIn: string;
  invalidCredentials: string;
  /** `{seconds}`: how long to wait. */
  signInThrottled: string;
  emailTaken: string;
  emailTakenLink: string;
  errorSummary: string;
  nameInvalid: string;
  emailInvalid: string;
  passwordInvalid: string;
  /** `{provider}` is Google, Microsoft or Apple. */
  brokerNotConfigured: string;
  /** `{provider}` as above; the failure's technical detail is shown beneath. */
  brokerFailedHeading: string;
  brokerFailedBody: string;
  brokerNoEmail: string;
  brokerUnverifiedEmail: string;
  brokerUnavailableAccount: string;
  tooManyAttempts: string;
  expiredHeading: string;
  expiredBody: string;
  errorHeading: string;
  errorBody: string;
  errorCode: string;
  backToApp: string;
  logoutHeading: string;
  logoutBody: string;
  logoutConfirm: string;
  logoutCancel: string;
  signedOutHeading: string;
  signedOutBody: string;
  signInAgain: string;
  forgotPassword: string;
  resetRequestHeading: string;
  resetRequestIntro: string;
  resetRequestButton: string;
  resetSentHeading: string;
  /** `{email}` is the address typed, whether or not it has an account. */
  resetSentBody: string;
  backToSignIn: string;
  newPasswordHeading: string;
  /** `{email}` is the account's address. */
  newPasswordFor: string;
  newPassword: string;
  confirmPassword: string;
  passwordMismatch: string;
  savePasswordButton: string;
  resetDoneHeading: string;
  resetDoneBody: string;
  resetLinkInvalidHeading: string;
  resetLinkInvalidBody: string;
  requestNewLink: string;
  resetMailSubject: string;
  /** Plain text; `{name}`, `{email}` and `{link}` are filled in. */
  resetMailBody: string;
}

export const en: IdentityStrings = {
  signInHeading: 'Sign in to Quadrant',
  registerHeading: 'Create your Quadrant account',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  signInButton: 'Sign in',
  createButton: 'Create account',
  toRegister: 'Create an account',
  toSignIn: 'Already have an account? Sign in',
  invalidCredentials: 'Invalid email or password.',
  signInThrottled: 'Too many failed sign-ins for this account. Please wait {seconds} seconds and try again.',
  emailTaken: 'An account with this e-mail already exists.',
  emailTakenLink: 'Sign in instead',
  errorSummary: 'There is a problem',
  nameInvalid: 'Enter your name (up to 100 characters).',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  passwordInvalid: 'Use between 8 and 200 characters for your password.',
  brokerNotConfigured:
    "Sign-in with {provider} isn't set up on this server. Use your e-mail and password instead.",
  brokerFailedHeading: "Signing in with {provider} didn't work",
  brokerFailedBody: 'Please try again, or sign in with your e-mail and password.',
  brokerNoEmail:
    "{provider} didn't share an e-mail address, so Quadrant can't tell who you are. Allow access to your e-mail address, or sign in with your e-mail and password.",
  brokerUnverifiedEmail:
    "{provider} hasn't verified this account's e-mail address, so it can't sign you in to Quadrant. Verify the address with {provider}, or sign in with your e-mail and password.",
  brokerUnavailableAccount: "This Quadrant account can't sign in: it has been deleted or disabled.",
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  expiredHeading: 'This sign-in page has expired',
  expiredBody: 'Sign-in pages are valid for one hour. Go back to Quadrant and start again.',
  errorHeading: 'Something went wrong',
  errorBody: 'Quadrant could not complete this sign-in request. Go back to Quadrant and try again.',
  errorCode: 'Error code',
  backToApp: 'Back to Quadrant',
  logoutHeading: 'Sign out of Quadrant?',
  logoutBody: 'You will need your e-mail and password to sign in again.',
  logoutConfirm: 'Sign out',
  logoutCancel: 'Stay signed in',
  signedOutHeading: 'You have been signed out',
  signedOutBody: 'Your session on this device has ended.',
  signInAgain: 'Sign in again',
  forgotPassword: 'Forgot password?',
  resetRequestHeading: 'Reset your password',
  resetRequestIntro:
    "Enter the e-mail address of your Quadrant account and we'll send you a link to choose a new password.",
  resetRequestButton: 'Send reset link',
  resetSentHeading: 'Check your e-mail',
  resetSentBody:
    "If an account exists for {email}, we've sent a link to reset its password. The link works for 1 hour.",
  backToSignIn: 'Back to sign in',
  newPasswordHeading: 'Choose a new password',
  newPasswordFor: 'For the account {email}.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordMismatch: 'The two passwords do not match.',
  savePasswordButton: 'Save new password',
  resetDoneHeading: 'Your password has been changed',
  resetDoneBody:
    'For your security, you have been signed out on every device. Sign in with your new password.',
  resetLinkInvalidHeading: "This link can't be used",
  resetLinkInvalidBody:
    'Password reset links work once, for 1 hour. This one has expired, has already been used, or was replaced by a newer one.',
  requestNewLink: 'Request a new link',
  resetMailSubject: 'Reset your Quadrant password',
  resetMailBody:
    "Hello {name},\n\nSomeone asked to reset the password of your Quadrant account ({email}). If it was you, open this link to choose a new password:\n\n{link}\n\nThe link works once, for 1 hour. If you didn't ask for this, ignore this e-mail: your password stays the same.\n\n— Quadrant",
};
