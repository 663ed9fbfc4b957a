import { MAX_SHARED_WORKSPACES as MAX, WORKSPACE_NAME_MAX_LENGTH as NAME_MAX } from "#core/workspace-roles";
import type { Translated } from "../translated";
import type { WORKSPACES_COPY as EN } from "../workspaces";

export const WORKSPACES_COPY: Translated<typeof EN> = {
  title: "Espacios de trabajo",
  metaDescription:
    "Cambia entre tus espacios de trabajo de ChatLink, crea uno nuevo, cámbiale el nombre o elimínalo.",
  intro:
    "Cada espacio de trabajo tiene sus propios enlaces, estadísticas, claves de API y miembros. Tu espacio personal se crea con tu cuenta y es solo tuyo; crea uno compartido para una tienda, un equipo o un cliente, invita a otras personas y cambia de espacio aquí.",
  current: "Actual",
  members: "Miembros e invitaciones",
  personalNote: "Tu espacio personal: solo tuyo, creado con tu cuenta",
  open: "Abrir",
  opening: "Abriendo…",
  openFor: "Abrir {name}",
  yourRole:
    "Tu rol: {role, select, owner {Propietario} admin {Administrador} editor {Editor} viewer {Lector} other {Miembro}}",
  createTitle: "Crear un espacio de trabajo",
  createDescription: `Un espacio de trabajo empieza vacío, contigo como propietario. Puedes pertenecer a ${MAX} además del personal.`,
  nameLabel: "Nombre",
  nameHint: `Hasta ${NAME_MAX} caracteres, como “Tienda” o “Equipo de soporte”.`,
  nameMissing: "Ponle un nombre al espacio de trabajo, como “Tienda” o “Equipo de soporte”.",
  nameTooLong: `El nombre puede tener hasta ${NAME_MAX} caracteres.`,
  createButton: "Crear espacio",
  createPending: "Creando…",
  tooMany: `Ya perteneces a ${MAX} espacios compartidos: elimina o abandona uno primero.`,
  renameName: "Cambiar nombre de {name}",
  renameButton: "Guardar nombre",
  renamePending: "Guardando…",
  renamed: "Nombre guardado.",
  deleteTitle: "Eliminar este espacio de trabajo",
  deleteWarning:
    "Sus enlaces dejan de funcionar de inmediato (sus enlaces cortos muestran Enlace no encontrado, también en los códigos QR impresos) y se eliminan sus clics y claves de API. No se puede deshacer.",
  deleteConfirmLabel: "Escribe “{name}” para confirmar",
  deleteButton: "Eliminar espacio",
  deletePending: "Eliminando…",
  deleteMismatch: "Escribe el nombre del espacio de trabajo tal como aparece para eliminarlo.",
  deleted: "Espacio de trabajo eliminado, con sus enlaces y claves.",
  notFound: "Ese espacio de trabajo ya no es tuyo. La lista de abajo está actualizada.",
  ownersOnly: "Solo los propietarios del espacio de trabajo pueden cambiarle el nombre o eliminarlo.",
  personalStays: "Tu espacio personal solo se elimina con tu cuenta (Configuración → Eliminar cuenta).",
};
