import type { MailCopy } from "../mail-copy-shape";

export const ES_MAIL: MailCopy = {
  verifyEmail: {
    subject: "Confirma tu dirección de correo en {site}",
    body: [
      "Alguien (ojalá tú) creó una cuenta de {site} con esta dirección, o cambió a ella la dirección de una cuenta.",
      "",
      "Confírmala aquí: {link}",
      "",
      "El enlace sirve una sola vez y vence en tres días. Si no fuiste tú, ignora este correo.",
    ],
  },
  passwordReset: {
    subject: "Restablece tu contraseña de {site}",
    body: [
      "Alguien (ojalá tú) pidió restablecer la contraseña de tu cuenta de {site}.",
      "",
      "Elige una contraseña nueva aquí: {link}",
      "",
      "El enlace sirve una sola vez y vence en una hora. Si no lo pediste, ignora este correo: tu contraseña sigue igual.",
    ],
  },
  emailChange: {
    subject: "Confirma tu nueva dirección de correo en {site}",
    body: [
      "Alguien (ojalá tú) pidió que esta dirección sea el correo de su cuenta de {site}.",
      "",
      "Abre este enlace para confirmarlo: {link}",
      "",
      "El enlace sirve una sola vez y vence en tres días. Mientras tanto, la cuenta conserva su dirección anterior. Si no fuiste tú, ignora este correo.",
    ],
  },
  addressTaken: {
    subject: "Alguien intentó usar tu dirección de correo en {site}",
    body: [
      "Alguien con la sesión iniciada en otra cuenta de {site} pidió que esta dirección sea el correo de esa cuenta.",
      "No cambió nada: la dirección sigue en tu cuenta y nadie más puede usarla.",
      "",
      "Si fuiste tú, ya tienes una cuenta con esta dirección: inicia sesión en {link} (o restablece ahí su contraseña).",
      "Si no fuiste tú, puedes ignorar este correo.",
    ],
  },
  invitation: {
    subject: "{inviter} te invitó a {workspace} en {site}",
    body: [
      "{inviter} te invitó a unirte al espacio de trabajo “{workspace}” en {site} como {role}.",
      "",
      "Acepta aquí: {link}",
      "",
      "El enlace sirve durante siete días, para una cuenta de {site} con esta dirección de correo (puedes crear una en el camino). Si no conoces a quien lo envió, ignora este correo.",
    ],
  },
  roles: { owner: "propietario", admin: "administrador", editor: "editor", viewer: "lector" },
};
