import type { DOMAINS_COPY as EN } from "../domains";
import type { Translated } from "../translated";

export const DOMAINS_COPY: Translated<typeof EN> = {
  title: "Domínios próprios",
  metaDescription: "Publique seus links curtos no seu próprio domínio, como chat.sualoja.com.",
  intro:
    "Coloque o seu próprio nome nos seus panfletos: os links criados em um domínio seu abrem como https://chat.sualoja.com/menu. Adicione o domínio, crie os dois registros DNS mostrados e depois verifique.",
  workspaceNote: "Domínios do espaço de trabalho “{workspace}”.",
  settingsLink: "Gerenciar domínios próprios",
  managedByAdmins: "Os proprietários e administradores de “{workspace}” gerenciam os domínios próprios dele.",
  addTitle: "Adicionar um domínio",
  addDescription: "O ideal é um subdomínio que você controla, como chat.sualoja.com.",
  nameLabel: "Domínio",
  nameHint: "Sem https:// e sem caminho.",
  addButton: "Adicionar domínio",
  addPending: "Adicionando…",
  listTitle: "Seus domínios",
  empty: "Nenhum domínio próprio ainda.",
  status: {
    pending: "Aguardando o DNS",
    verified: "Verificado",
    failing: "Fora do ar: falta a prova no DNS",
  },
  recordsTitle: "Registros DNS a criar",
  txtCaption: "Registro TXT chamado {name}, com este valor",
  cnameCaption: "Registro CNAME de {name}, apontando para",
  txtCopyTarget: "valor TXT",
  cnameCopyTarget: "destino CNAME",
  lastChecked: "Última verificação",
  never: "nunca",
  proofMissing:
    "O registro TXT está faltando desde {since}: coloque-o de volta, ou o domínio deixa de ser publicado um dia depois disso.",
  verifyButton: "Verificar agora",
  verifyPending: "Verificando…",
  verified: "Verificado: os links criados neste domínio já abrem nele.",
  defaultButton: "Usar para links novos",
  defaultClear: "Parar de usar para links novos",
  defaultPending: "Salvando…",
  defaultOn: "Os links novos são criados neste domínio, a menos que outro seja escolhido.",
  defaultWaiting:
    "Escolhido para links novos: será usado quando o domínio for verificado (até lá, os links novos usam o endereço deste site).",
  removeButton: "Remover",
  removePending: "Removendo…",
  removeConfirm:
    "Digite {name} para confirmar: o domínio e todos os links criados nele são apagados, e os QR codes impressos deixam de funcionar.",
  removeLabel: "Nome do domínio, para confirmar",
  removeMismatch: "Digite o nome do domínio exatamente para removê-lo.",
  removed: "Domínio removido.",
  notFound: "Esse domínio não está neste espaço de trabalho.",
  unknownRequest: "Pedido desconhecido.",
  linkDomainLabel: "Domínio",
  linkDomainMain: "{host} (este site)",
};
