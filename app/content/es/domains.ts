import type { DOMAINS_COPY as EN } from "../domains";
import type { Translated } from "../translated";

export const DOMAINS_COPY: Translated<typeof EN> = {
  title: "Dominios propios",
  metaDescription: "Publica tus enlaces cortos en tu propio dominio, como chat.tutienda.com.",
  intro:
    "Pon tu propio nombre en tus volantes: los enlaces creados en un dominio tuyo se abren como https://chat.tutienda.com/menu. Agrega el dominio, crea los dos registros DNS que se muestran y luego verifícalo.",
  workspaceNote: "Dominios del espacio de trabajo “{workspace}”.",
  settingsLink: "Administrar dominios propios",
  managedByAdmins: "Los propietarios y administradores de “{workspace}” administran sus dominios propios.",
  addTitle: "Agregar un dominio",
  addDescription: "Lo mejor es un subdominio que controles, como chat.tutienda.com.",
  nameLabel: "Dominio",
  nameHint: "Sin https:// y sin ruta.",
  addButton: "Agregar dominio",
  addPending: "Agregando…",
  listTitle: "Tus dominios",
  empty: "Todavía no hay dominios propios.",
  status: {
    pending: "Esperando el DNS",
    verified: "Verificado",
    failing: "No publicado: falta la prueba en el DNS",
  },
  recordsTitle: "Registros DNS que debes crear",
  txtCaption: "Registro TXT llamado {name}, con este valor",
  cnameCaption: "Registro CNAME de {name}, que apunte a",
  txtCopyTarget: "valor TXT",
  cnameCopyTarget: "destino CNAME",
  lastChecked: "Última comprobación",
  never: "nunca",
  proofMissing:
    "El registro TXT falta desde el {since}: vuelve a ponerlo, o el dominio dejará de publicarse un día después.",
  verifyButton: "Verificar ahora",
  verifyPending: "Comprobando…",
  verified: "Verificado: los enlaces creados en este dominio ya se abren en él.",
  defaultButton: "Usar para enlaces nuevos",
  defaultClear: "Dejar de usar para enlaces nuevos",
  defaultPending: "Guardando…",
  defaultOn: "Los enlaces nuevos se crean en este dominio, salvo que elijas otro.",
  defaultWaiting:
    "Elegido para enlaces nuevos: se usará cuando el dominio esté verificado (hasta entonces, los enlaces nuevos usan la dirección de este sitio).",
  removeButton: "Eliminar",
  removePending: "Eliminando…",
  removeConfirm:
    "Escribe {name} para confirmar: se eliminan el dominio y todos los enlaces creados en él, y sus códigos QR impresos dejan de funcionar.",
  removeLabel: "Nombre del dominio, para confirmar",
  removeMismatch: "Escribe el nombre del dominio exactamente para eliminarlo.",
  removed: "Dominio eliminado.",
  notFound: "Ese dominio no está en este espacio de trabajo.",
  unknownRequest: "Solicitud desconocida.",
  linkDomainLabel: "Dominio",
  linkDomainMain: "{host} (este sitio)",
};
