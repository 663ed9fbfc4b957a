import type { API_KEYS_COPY as EN } from "../api-keys";
import type { Translated } from "../translated";

export const API_KEYS_COPY: Translated<typeof EN> = {
  title: "Claves de API",
  metaDescription: "Crea y revoca las claves que tus programas usan con la API REST de ChatLink.",
  intro:
    "Con una clave, tus programas crean, listan, cambian y eliminan los enlaces de este espacio de trabajo, y leen sus clics y códigos QR, a través de la API REST. Una clave solo ve el espacio de trabajo donde se creó. Envíala como Authorization: Bearer <clave>.",
  documentLink: "Leer la referencia de la API",
  workspaceNote: "Claves del espacio de trabajo “{workspace}”: ven sus enlaces y los de ningún otro.",
  createdFor: "Esta clave es del espacio de trabajo “{workspace}”.",
  createTitle: "Crear una clave",
  createDescription:
    "La clave se muestra una sola vez, justo después de crearla: cópiala en ese momento. Solo guardamos una huella de ella, así que nadie puede volver a mostrártela.",
  nameLabel: "Nombre",
  nameHint: "Qué la va a usar, para que sepas después qué clave revocar.",
  scopeLegend: "Acceso",
  scopeWrite: "Lectura y escritura: crear, cambiar y eliminar enlaces",
  scopeRead: "Solo lectura: listar enlaces, clics y códigos QR",
  passwordLabel: "Contraseña actual",
  createButton: "Crear clave",
  createPending: "Creando…",
  createdTitle: "Copia tu nueva clave ahora",
  createdNote:
    "No se volverá a mostrar. No la pongas en páginas web ni en código público: cualquiera que la tenga puede usar tus enlaces.",
  createdCaption: "Clave de API",
  keyTarget: "clave de API",
  commandTarget: "comando de ejemplo",
  listTitle: "Tus claves",
  empty: "Todavía no hay claves.",
  scopeNames: { read: "Solo lectura", write: "Lectura y escritura" },
  created: "Creada",
  lastUsed: "Último uso",
  neverUsed: "Nunca",
  revokeButton: "Revocar",
  revokePending: "Revocando…",
  revoked: "La clave se revocó: desde ahora se rechazan las llamadas con ella.",
  curlCaption: "Pruébala",
  tooMany:
    "Este espacio de trabajo tiene {max} claves, el máximo permitido. Revoca una que ya no uses y luego crea la nueva.",
  errors: {
    notFound: "Esa clave no es de este espacio de trabajo o ya se revocó.",
    unknown: "Solicitud desconocida.",
    nameMissing: "Ponle a la clave el nombre de lo que la va a usar, como “CRM de la tienda”.",
    nameTooLong: "Usa como máximo {max} caracteres en el nombre.",
    passwordMissing: "Escribe tu contraseña actual.",
    notYours: "No puedes gestionar las claves de este espacio de trabajo.",
  },
};
