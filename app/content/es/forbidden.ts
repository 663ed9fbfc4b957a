import type { FORBIDDEN_COPY as EN } from "../forbidden";
import type { Translated } from "../translated";

export const FORBIDDEN_COPY: Translated<typeof EN> = {
  status: "Error 403",
  heading: "Tu rol no incluye esta página",
  roleName:
    "{role, select, owner {Propietario} admin {Administrador} editor {Editor} viewer {Lector} other {Miembro}}",
  body: "Esta página requiere el rol {needed} o superior en “{workspace}”, y tu rol ahí es {yours}.",
  whoCanHelp: "Un propietario o administrador de “{workspace}” puede cambiar tu rol.",
  whoCanHelpNamed: "Un propietario o administrador de “{workspace}” puede cambiar tu rol: {helpers}.",
  ownersOnly: "Solo un propietario de “{workspace}” puede hacer esto o hacerte propietario.",
  ownersOnlyNamed: "Solo un propietario de “{workspace}” puede hacer esto o hacerte propietario: {helpers}.",
  backToLinks: "Volver a los enlaces",
  members: "Ver los miembros del espacio de trabajo",
};
