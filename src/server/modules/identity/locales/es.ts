import type { IdentityStrings } from './en.ts';

export const es: IdentityStrings = {
  signInHeading: 'Inicia sesión en Quadrant',
  registerHeading: 'Crea tu cuenta de Quadrant',
  name: 'Nombre',
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordHint: 'Al menos 8 caracteres.',
  signInButton: 'Iniciar sesión',
  createButton: 'Crear cuenta',
  toRegister: 'Crear una cuenta',
  toSignIn: '¿Ya tienes una cuenta? Inicia sesión',
  invalidCredentials: 'Correo electrónico o contraseña no válidos.',
  signInThrottled:
    'Demasiados intentos fallidos de inicio de sesión en esta cuenta. Espera {seconds} segundos e inténtalo de nuevo.',
  emailTaken: 'Ya existe una cuenta con este correo electrónico.',
  emailTakenLink: 'Iniciar sesión',
  errorSummary: 'Hay un problema',
  nameInvalid: 'Escribe tu nombre (hasta 100 caracteres).',
  emailInvalid: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
  passwordInvalid: 'Usa entre 8 y 200 caracteres para tu contraseña.',
  brokerNotConfigured:
    'El inicio de sesión con {provider} no está configurado en este servidor. Usa tu correo electrónico y tu contraseña.',
  brokerFailedHeading: 'No se pudo iniciar sesión con {provider}',
  brokerFailedBody: 'Vuelve a intentarlo o inicia sesión con tu correo electrónico y tu contraseña.',
  brokerNoEmail:
    '{provider} no compartió una dirección de correo electrónico, así que Quadrant no puede saber quién eres. Permite el acceso a tu dirección de correo o inicia sesión con tu correo y tu contraseña.',
  brokerUnverifiedEmail:
    '{provider} no ha verificado la dirección de correo de esta cuenta, así que no puede iniciar tu sesión en Quadrant. Verifica la dirección con {provider} o inicia sesión con tu correo y tu contraseña.',
  brokerUnavailableAccount: 'Esta cuenta de Quadrant no puede iniciar sesión: se ha eliminado o desactivado.',
  tooManyAttempts: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  expiredHeading: 'Esta página de inicio de sesión ha caducado',
  expiredBody:
    'Las páginas de inicio de sesión son válidas durante una hora. Vuelve a Quadrant y empieza de nuevo.',
  errorHeading: 'Algo ha salido mal',
  errorBody:
    'Quadrant no ha podido completar esta solicitud de inicio de sesión. Vuelve a Quadrant e inténtalo de nuevo.',
  errorCode: 'Código de error',
  backToApp: 'Volver a Quadrant',
  logoutHeading: '¿Cerrar sesión en Quadrant?',
  logoutBody: 'Necesitarás tu correo electrónico y tu contraseña para volver a entrar.',
  logoutConfirm: 'Cerrar sesión',
  logoutCancel: 'Seguir conectado',
  signedOutHeading: 'Has cerrado sesión',
  signedOutBody: 'Tu sesión en este dispositivo ha terminado.',
  signInAgain: 'Volver a iniciar sesión',
  forgotPassword: '¿Has olvidado tu contraseña?',
  resetRequestHeading: 'Restablece tu contraseña',
  resetRequestIntro:
    'Escribe el correo electrónico de tu cuenta de Quadrant y te enviaremos un enlace para elegir una contraseña nueva.',
  resetRequestButton: 'Enviar enlace',
  resetSentHeading: 'Revisa tu correo',
  resetSentBody:
    'Si existe una cuenta para {email}, te hemos enviado un enlace para restablecer su contraseña. El enlace funciona durante 1 hora.',
  backToSignIn: 'Volver al inicio de sesión',
  newPasswordHeading: 'Elige una contraseña nueva',
  newPasswordFor: 'Para la cuenta {email}.',
  newPassword: 'Contraseña nueva',
  confirmPassword: 'Confirma la contraseña nueva',
  passwordMismatch: 'Las dos contraseñas no coinciden.',
  savePasswordButton: 'Guardar contraseña nueva',
  resetDoneHeading: 'Se ha cambiado tu contraseña',
  resetDoneBody:
    'Por seguridad, hemos cerrado tu sesión en todos los dispositivos. Inicia sesión con tu contraseña nueva.',
  resetLinkInvalidHeading: 'Este enlace no se puede usar',
  resetLinkInvalidBody:
    'Los enlaces para restablecer la contraseña funcionan una sola vez y durante 1 hora. Este ha caducado, ya se ha usado o se ha sustituido por uno más reciente.',
  requestNewLink: 'Solicitar un enlace nuevo',
  resetMailSubject: 'Restablece tu contraseña de Quadrant',
  resetMailBody:
    'Hola, {name}:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de Quadrant ({email}). Si has sido tú, abre este enlace para elegir una contraseña nueva:\n\n{link}\n\nEl enlace funciona una sola vez y durante 1 hora. Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.\n\n— Quadrant',
};
