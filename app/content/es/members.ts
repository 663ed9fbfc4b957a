import { MAX_PENDING_INVITATIONS as MAX } from "#core/limits";
import type { MEMBERS_COPY as EN, INVITATION_COPY as EN_INVITATION } from "../members";
import type { Translated } from "../translated";

export const MEMBERS_COPY: Translated<typeof EN> = {
  title: "Miembros",
  heading: "Miembros de {workspace}",
  metaDescription: "Invita personas a un espacio de trabajo de ChatLink, cambia sus roles o quítalas.",
  intro:
    "Los lectores ven enlaces, estadísticas y códigos QR. Los editores además crean, cambian y eliminan enlaces. Los administradores además importan y exportan, y administran claves de API y miembros. Los propietarios además cambian el nombre del espacio de trabajo o lo eliminan.",
  personal:
    "Tu espacio personal es solo tuyo. Para trabajar con otras personas, crea un espacio compartido e invítalas ahí.",
  toWorkspaces: "Ir a tus espacios de trabajo",
  you: "(tú)",
  role: "Rol",
  roleName:
    "{role, select, owner {Propietario} admin {Administrador} editor {Editor} viewer {Lector} other {Miembro}}",
  roleFor: "Rol de {email}",
  saveRole: "Guardar rol",
  savingRole: "Guardando…",
  remove: "Quitar",
  removing: "Quitando…",
  leaving: "Saliendo…",
  removeFor: "Quitar a {email}",
  leave: "Salir de este espacio de trabajo",
  joined: "Se unió el",
  membersTitle: "Personas en este espacio de trabajo",
  inviteTitle: "Invitar a alguien",
  inviteDescription:
    "Le enviamos por correo un enlace válido por siete días. Acepta con una cuenta de ChatLink con esa dirección, confirmada; puede crear una en el momento.",
  emailLabel: "Correo electrónico",
  inviteButton: "Enviar invitación",
  inviting: "Enviando…",
  inviteDescriptionWithoutMail:
    "Este sitio no envía correos: copia el enlace de la invitación de abajo y envíaselo tú (por WhatsApp, por ejemplo). Es válido por siete días, para una cuenta de ChatLink con esa dirección, confirmada; puede crear una en el momento.",
  invited: "Invitación enviada a {email}. También puedes copiar su enlace abajo.",
  invitedWithoutMail:
    "Invitación creada para {email}. Este sitio no envía correos: copia su enlace abajo y envíaselo.",
  linkLabel: "Enlace de invitación",
  copyLink: "Copiar enlace",
  copyLinkFor: "Copiar el enlace de invitación para {email}",
  copied: "¡Copiado!",
  pendingTitle: "Invitaciones pendientes",
  pendingEmpty: "No hay invitaciones pendientes.",
  expires: "Vence",
  invitedBy: "invitado por {email}",
  cancel: "Retirar",
  cancelling: "Retirando…",
  cancelFor: "Retirar la invitación a {email}",
  cancelled: "Invitación retirada: su enlace ya no funciona.",
  roleSaved: "Rol guardado.",
  removed: "Quitado. Perdió el acceso de inmediato.",
  left: "Saliste del espacio de trabajo.",
  errors: {
    not_found: "Esa persona o invitación ya no está en este espacio de trabajo. La página está actualizada.",
    forbidden: "Tu rol no permite hacer esto.",
    last_owner: "Un espacio de trabajo necesita un propietario: primero haz propietario a otra persona.",
    personal: "Tu espacio personal es solo tuyo.",
    unverified: "Primero confirma tu propio correo (mira el aviso en la parte de arriba de la página).",
    invalid_email: "Escribe un correo electrónico, como nombre@ejemplo.com.",
    role_too_high: "Puedes dar como máximo tu propio rol.",
    already_member: "Esa dirección ya es miembro.",
    too_many_invitations: `Este espacio de trabajo tiene ${MAX} invitaciones pendientes: retira algunas primero.`,
    limited: "Enviaste muchas invitaciones en esta hora. Vuelve a intentarlo más tarde.",
  },
};

export const INVITATION_COPY: Translated<typeof EN_INVITATION> = {
  summary:
    "{inviter} te invitó a “{workspace}” como {role, select, owner {propietario} admin {administrador} editor {editor} viewer {lector} other {miembro}}.",
  summaryNoInviter:
    "Alguien te invitó a “{workspace}” como {role, select, owner {propietario} admin {administrador} editor {editor} viewer {lector} other {miembro}}.",
  waitingTitle:
    "{count, plural, one {Tienes una invitación pendiente} other {Tienes # invitaciones pendientes}}",
  join: "Unirme",
  joinNamed: "Unirme a “{workspace}”",
  accepting: "Uniéndote…",
};
