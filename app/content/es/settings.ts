import type { SETTINGS_COPY as EN } from "../settings";
import type { Translated } from "../translated";

export const SETTINGS_COPY: Translated<typeof EN> = {
  metaTitle: "Configuración de la cuenta",
  metaDescription: "Cambia el correo o la contraseña de tu cuenta de ChatLink, o elimina la cuenta.",
  title: "Configuración de la cuenta",
  signedInAs: "Sesión iniciada como",
  emailTitle: "Correo",
  emailDescription: "La dirección con la que inicias sesión y a la que llegan los enlaces para restablecer.",
  newEmail: "Nuevo correo",
  changeEmail: "Cambiar correo",
  currentPassword: "Contraseña actual",
  saving: "Guardando…",
  passwordTitle: "Contraseña",
  passwordDescription: "Al cambiarla, se cierra la sesión en todos los demás dispositivos de esta cuenta.",
  newPassword: "Nueva contraseña",
  newPasswordHint: "Al menos {min} caracteres. Que no sea tu correo ni una contraseña común.",
  changePassword: "Cambiar contraseña",
  apiKeysTitle: "Claves de API",
  apiKeysDescription:
    "Con las claves, tus propios programas crean y leen tus enlaces a través de la API REST.",
  manageApiKeys: "Gestionar claves de API",
  managedByAdmins: "Los dueños y administradores de “{workspace}” gestionan sus claves de API.",
  deleteTitle: "Eliminar cuenta",
  deleteDescription:
    "Esto elimina tu cuenta de inmediato, no en 30 días: tu correo y contraseña, todos los enlaces de esta cuenta (sus enlaces cortos mostrarán Enlace no encontrado) y todos sus conteos de clics. No se puede deshacer.",
  deleteConfirm: "Escribe tu contraseña para confirmar",
  deleteButton: "Eliminar mi cuenta y mis enlaces",
  deleting: "Eliminando…",
  answers: {
    unknownRequest: "Solicitud desconocida.",
    currentPasswordMissing: "Escribe tu contraseña actual.",
    wrongPassword: "Esa contraseña no es correcta.",
    emailInvalid: "Escribe una dirección de correo, como nombre@ejemplo.com.",
    emailUnchanged: "Tu correo sigue siendo el mismo.",
    emailLimited:
      "Ya enviamos suficientes correos a esa dirección por ahora: vuelve a intentarlo en una hora.",
    emailSent:
      "Enviamos un enlace a {email}: ábrelo para que sea el correo de tu cuenta. Mientras tanto, tu correo sigue siendo {current}.",
    passwordChanged:
      "Cambiaste tu contraseña. Se cerró la sesión en todos los demás dispositivos conectados a esta cuenta.",
    lastOwner:
      "Eres el último dueño de {workspaces}, {count, plural, one {que tiene otros miembros: primero haz dueño a uno de ellos o elimina el espacio de trabajo.} other {que tienen otros miembros: primero haz dueño a uno de sus miembros o elimina esos espacios de trabajo.}}",
  },
};
