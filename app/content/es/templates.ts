import { MESSAGE_MAX_LENGTH } from "#core/limits";
import { MAX_TEMPLATES_PER_WORKSPACE as MAX, TEMPLATE_NAME_MAX as NAME_MAX } from "#core/message-template";
import type { TEMPLATES_COPY as EN, MESSAGE_VARIABLES_COPY as EN_VARIABLES } from "../templates";
import type { Translated } from "../translated";

export const TEMPLATES_COPY: Translated<typeof EN> = {
  title: "Plantillas de mensaje",
  navLabel: "Plantillas",
  metaDescription:
    "Mensajes guardados para que tus enlaces empiecen con ellos, con el nombre del agente, el departamento y el origen ya puestos.",
  intro:
    "Guarda los mensajes que usas seguido. Al crear o editar un enlace, elige uno en “Empezar con una plantilla” y cámbialo como quieras: el enlace guarda su propia copia.",
  viewerNote:
    "Los lectores pueden ver las plantillas. Editores, administradores y propietarios pueden crearlas y cambiarlas.",
  addTitle: "Agregar una plantilla",
  editTitle: "Editar “{name}”",
  nameLabel: "Nombre de la plantilla",
  nameHint: "Solo tú y tu equipo lo ven, por ejemplo “Estado del pedido”.",
  bodyLabel: "Mensaje",
  addButton: "Guardar plantilla",
  adding: "Guardando…",
  saveButton: "Guardar cambios",
  saving: "Guardando…",
  cancelEdit: "Cancelar",
  listTitle: "Tus plantillas",
  count: `{count, number} de ${MAX}`,
  emptyHeading: "Aún no hay plantillas",
  emptyBody:
    "Agrega tu primera plantilla: un mensaje que envías seguido, como “Hola, quiero saber de mi pedido”. Luego tus enlaces pueden empezar con ella.",
  viewerEmpty: "Nadie ha guardado una plantilla en este espacio de trabajo todavía.",
  edit: "Editar",
  editName: "Editar plantilla {name}",
  delete: "Eliminar",
  deleteQuestion: "¿Eliminar esta plantilla? Los enlaces creados con ella conservan su mensaje.",
  deleteConfirm: "Eliminar plantilla",
  deleteConfirmName: "Eliminar plantilla {name}",
  deleting: "Eliminando…",
  keep: "Conservarla",
  saved: "Se guardó “{name}”.",
  deleted: "Se eliminó “{name}”. Los enlaces creados con ella conservan su mensaje.",
  gone: "Esa plantilla ya se eliminó o está en otro espacio de trabajo. La lista de abajo está actualizada.",
  tooMany: `Este espacio de trabajo tiene ${MAX} plantillas, el máximo permitido. Primero elimina una que ya no uses.`,
  problems: {
    name_missing: "Ponle un nombre a la plantilla, por ejemplo “Estado del pedido”.",
    name_too_long: `El nombre puede tener hasta ${NAME_MAX} caracteres.`,
    body_missing: "Escribe el mensaje con el que debe empezar el chat.",
    body_too_long: `El mensaje es demasiado largo: usa como máximo ${MESSAGE_MAX_LENGTH.toLocaleString("es-419")} caracteres.`,
  },
  pickerLabel: "Empezar con una plantilla",
  pickerNone: "Elige una plantilla…",
  pickerHint: "Llena el mensaje de abajo; aún puedes cambiarlo.",
  pickerEmpty: "Aún no hay plantillas.",
  pickerManage: "Administrar plantillas",
};

export const MESSAGE_VARIABLES_COPY: Translated<typeof EN_VARIABLES> = {
  hint: "Variables: {agent} se cambia por el nombre del agente que recibe el chat, {department} por su departamento, {ref} por el origen del visitante (“qr” desde tu código QR, o ?ref=… en el enlace).",
  exampleCaption: "Vista previa del mensaje, con valores de ejemplo",
  exampleDepartment: "Ventas",
  exampleRef: "qr",
  exampleAgent: "Ana",
};
