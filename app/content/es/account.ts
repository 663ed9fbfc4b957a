import type { ACCOUNT as EN_ACCOUNT } from "../account";
import type { Translated } from "../translated";
import type { VERIFY_EMAIL_REMINDER as EN_VERIFY_EMAIL_REMINDER } from "../verify-email";

export const ACCOUNT: Translated<typeof EN_ACCOUNT> = {
  fields: {
    email: "Correo electrónico",
    password: "Contraseña",
    newPassword: "Contraseña nueva",
    passwordHint: "Al menos {min} caracteres. Que no sea tu correo ni una contraseña común.",
    signedOutEverywhere: "Se cerrará la sesión en todos los dispositivos conectados a tu cuenta.",
  },
  signup: {
    metaTitle: "Crear cuenta",
    metaDescription: "Crea una cuenta gratis de ChatLink con tu correo y una contraseña.",
    title: "Crea tu cuenta gratis",
    intro: "Solo correo y contraseña. Sin tarjeta ni periodo de prueba: toma menos de un minuto.",
    haveAccount: "¿Ya tienes una cuenta?",
    logIn: "Inicia sesión",
    ageAndTerms: "Tengo al menos 13 años (16 en la Unión Europea) y acepto los {terms} y la {privacy}.",
    terms: "Términos",
    privacy: "Política de Privacidad",
    submit: "Crear cuenta",
    submitting: "Creando cuenta…",
  },
  login: {
    metaTitle: "Iniciar sesión",
    metaDescription: "Inicia sesión en tu cuenta de ChatLink.",
    title: "Iniciar sesión",
    newHere: "¿Eres nuevo en ChatLink?",
    createAccount: "Crea una cuenta gratis",
    passwordChanged: "Tu contraseña cambió. Inicia sesión con la nueva.",
    forgotPassword: "¿Olvidaste tu contraseña?",
    submit: "Iniciar sesión",
    submitting: "Iniciando sesión…",
  },
  forgotPassword: {
    metaTitle: "Restablecer contraseña",
    metaDescription: "Recibe un enlace para elegir una contraseña nueva para tu cuenta de ChatLink.",
    title: "Restablece tu contraseña",
    intro:
      "Escribe el correo con el que te registraste y te enviaremos un enlace para elegir una contraseña nueva.",
    backToLogin: "Volver a iniciar sesión",
    requested:
      "Si existe una cuenta con ese correo, le enviamos un enlace para restablecer la contraseña. El enlace sirve una sola vez, durante una hora.",
    submit: "Enviar enlace",
    submitting: "Enviando…",
  },
  resetPassword: {
    metaTitle: "Elige una contraseña nueva",
    metaDescription: "Elige una contraseña nueva para tu cuenta de ChatLink.",
    title: "Elige una contraseña nueva",
    askAgain: "Pedir un enlace nuevo",
    submit: "Guardar contraseña nueva",
    submitting: "Guardando…",
  },
  verifyEmail: {
    metaTitle: "Confirma tu dirección de correo",
    metaDescription: "Confirma la dirección de correo de tu cuenta de ChatLink.",
    title: "Confirma tu dirección de correo",
    intro: "Un clic confirma que esta dirección es tuya.",
    confirmButton: "Confirmar mi dirección de correo",
    confirming: "Confirmando…",
    confirmed: "Gracias: {email} quedó confirmado.",
    unusable:
      "Este enlace ya no funciona: ya se usó, venció (los enlaces duran tres días) o la dirección de la cuenta cambió después de enviarlo.",
    noToken:
      "Esta página necesita el enlace del correo de confirmación. Abre el enlace del correo o pide uno nuevo.",
    toDashboard: "Ir a tus enlaces",
    logIn: "Iniciar sesión",
  },
  invitation: {
    metaTitle: "Invitación a un espacio de trabajo",
    metaDescription: "Acepta una invitación a un espacio de trabajo de ChatLink.",
    title: "Invitación a un espacio de trabajo",
    summary: "{inviter} te invitó a “{workspace}” como {role}.",
    summaryUnknownInviter: "Alguien te invitó a “{workspace}” como {role}.",
    roles: { owner: "propietario", admin: "administrador", editor: "editor", viewer: "lector" },
    forAddress: "La invitación es para {email}.",
    signedOut: "Inicia sesión con esa dirección para aceptar, o crea una cuenta con ella.",
    logIn: "Iniciar sesión",
    signUp: "Crear cuenta",
    wrongAccount:
      "Iniciaste sesión como {email}. Cierra sesión e inicia con la dirección invitada para aceptar.",
    unverified:
      "Primero confirma tu dirección de correo: abre el enlace que te enviamos (o pídelo de nuevo desde tu panel) y luego vuelve a esta página. O abre esta invitación desde el correo que te enviamos: unirte desde ahí también confirma tu dirección.",
    unverifiedWithoutMail:
      "Primero confirma tu dirección de correo. Este sitio no envía correos, así que tu enlace de confirmación está en el registro del servidor: pídeselo a quien administra el sitio y luego vuelve a esta página.",
    confirmsAddress:
      "Este enlace se envió a {email}, así que al unirte también confirmas que la dirección es tuya.",
    accept: "Unirme al espacio de trabajo",
    accepting: "Uniéndote…",
    unusable: "Esta invitación ya no funciona: se aceptó o se retiró, o venció (duran siete días).",
    noToken: "Esta página necesita el enlace del correo de invitación.",
    backToLinks: "Volver a tus enlaces",
  },
  errors: {
    emailMissing: "Escribe tu dirección de correo.",
    emailInvalid: "Escribe tu dirección de correo, como nombre@ejemplo.com.",
    passwordMissing: "Escribe tu contraseña.",
    ageNotConfirmed: "Confirma que tienes la edad mínima para usar ChatLink.",
    emailTaken: "Ya existe una cuenta con este correo. Inicia sesión o restablece tu contraseña.",
    wrongCredentials:
      "Ese correo y esa contraseña no coinciden con ninguna cuenta. Revisa ambos y vuelve a intentarlo.",
    suspended:
      "Esta cuenta está suspendida y sus enlaces están desactivados. Si crees que es un error, contacta a quien administra el sitio.",
    tooManyAttempts:
      "Demasiados intentos. Vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.",
    tooManySignups:
      "Demasiados registros desde tu red. Vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.",
    tooManyRequests:
      "Demasiadas solicitudes. Vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.",
    resetLinkUnusable:
      "Este enlace venció o ya se usó. Pide uno nuevo: los enlaces sirven una sola vez, durante una hora.",
  },
  passwordProblems: {
    too_short: "Usa al menos {min} caracteres.",
    too_long: "Usa como máximo {max} caracteres.",
    is_email: "No uses tu dirección de correo como contraseña.",
    common: "Esa contraseña es demasiado común. Elige una más difícil de adivinar.",
    too_simple: "Esa contraseña es muy fácil de adivinar. Combina más caracteres distintos.",
  },
};

export const VERIFY_EMAIL_REMINDER: Translated<typeof EN_VERIFY_EMAIL_REMINDER> = {
  label: "Confirma tu dirección de correo",
  title: "Confirma tu dirección de correo.",
  sent: "Enviamos un enlace a {email}.",
  why: "Ábrelo para confirmar que la dirección es tuya.",
  withoutMail:
    "Este sitio no envía correos, así que el enlace que confirma {email} quedó en el registro del servidor. Pídeselo a quien administra el sitio; si eres tú, está en la línea del registro que empieza con “mail (SMTP_URL is not set”. Mientras tanto puedes crear enlaces, pero no invitar ni unirte a un espacio de trabajo compartido.",
  withoutMailOperator:
    "Este sitio no envía correos, así que el enlace que confirma {email} quedó en el registro del servidor. Pídeselo a quien administra el sitio ({operator}); si eres tú, está en la línea del registro que empieza con “mail (SMTP_URL is not set”. Mientras tanto puedes crear enlaces, pero no invitar ni unirte a un espacio de trabajo compartido.",
  resendWithoutMail: "Generar un enlace nuevo",
  resentWithoutMail:
    "Hay un enlace nuevo en el registro del servidor (este sitio no envía correos). Sirve durante tres días.",
  resend: "Enviar el enlace otra vez",
  resending: "Enviando…",
  resent: "Enviado. El enlace sirve durante tres días; si no llega, revisa tu carpeta de spam.",
  limited:
    "Enviamos varios enlaces a esta dirección en la última hora. Usa el más reciente o vuelve a intentarlo más tarde.",
  alreadyConfirmed: "Tu dirección ya está confirmada.",
};
