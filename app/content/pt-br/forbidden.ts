import type { FORBIDDEN_COPY as EN } from "../forbidden";
import type { Translated } from "../translated";

export const FORBIDDEN_COPY: Translated<typeof EN> = {
  status: "Erro 403",
  heading: "Sua função não dá acesso a esta página",
  roleName:
    "{role, select, owner {Proprietário} admin {Administrador} editor {Editor} viewer {Leitor} other {Membro}}",
  body: "Esta página exige a função {needed} ou superior em “{workspace}”, e sua função lá é {yours}.",
  whoCanHelp: "Um proprietário ou administrador de “{workspace}” pode mudar sua função.",
  whoCanHelpNamed: "Um proprietário ou administrador de “{workspace}” pode mudar sua função: {helpers}.",
  ownersOnly: "Só um proprietário de “{workspace}” pode fazer isso ou tornar você proprietário.",
  ownersOnlyNamed:
    "Só um proprietário de “{workspace}” pode fazer isso ou tornar você proprietário: {helpers}.",
  backToLinks: "Voltar aos links",
  members: "Ver os membros do espaço de trabalho",
};
