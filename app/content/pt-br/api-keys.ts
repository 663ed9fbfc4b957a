import type { API_KEYS_COPY as EN } from "../api-keys";
import type { Translated } from "../translated";

export const API_KEYS_COPY: Translated<typeof EN> = {
  title: "Chaves de API",
  metaDescription: "Crie e revogue as chaves que seus programas usam com a API REST do ChatLink.",
  intro:
    "Com uma chave, seus programas criam, listam, alteram e excluem os links deste espaço de trabalho e leem os cliques e QR Codes deles pela API REST. Uma chave só enxerga o espaço de trabalho em que foi criada. Envie-a como Authorization: Bearer <chave>.",
  documentLink: "Ler a referência da API",
  workspaceNote: "Chaves do espaço de trabalho “{workspace}”: elas veem os links dele e de nenhum outro.",
  createdFor: "Esta chave é do espaço de trabalho “{workspace}”.",
  createTitle: "Criar uma chave",
  createDescription:
    "A chave aparece uma única vez, logo depois de criada: copie-a nessa hora. Guardamos só uma impressão digital dela, então ninguém consegue mostrá-la de novo.",
  nameLabel: "Nome",
  nameHint: "O que vai usá-la, para você saber depois qual chave revogar.",
  scopeLegend: "Acesso",
  scopeWrite: "Leitura e escrita: criar, alterar e excluir links",
  scopeRead: "Somente leitura: listar links, cliques e QR Codes",
  passwordLabel: "Senha atual",
  createButton: "Criar chave",
  createPending: "Criando…",
  createdTitle: "Copie sua nova chave agora",
  createdNote:
    "Ela não vai aparecer de novo. Não a coloque em páginas da web nem em código público: quem tiver a chave pode usar seus links.",
  createdCaption: "Chave de API",
  keyTarget: "chave de API",
  commandTarget: "comando de exemplo",
  listTitle: "Suas chaves",
  empty: "Nenhuma chave ainda.",
  scopeNames: { read: "Somente leitura", write: "Leitura e escrita" },
  created: "Criada em",
  lastUsed: "Último uso",
  neverUsed: "Nunca",
  revokeButton: "Revogar",
  revokePending: "Revogando…",
  revoked: "A chave foi revogada: chamadas com ela são recusadas a partir de agora.",
  curlCaption: "Experimente",
  tooMany:
    "Este espaço de trabalho já tem {max} chaves, o máximo permitido. Revogue uma que você não usa mais e depois crie a nova.",
  errors: {
    notFound: "Essa chave não é deste espaço de trabalho ou já foi revogada.",
    unknown: "Pedido desconhecido.",
    nameMissing: "Dê à chave o nome do que vai usá-la, como “CRM da loja”.",
    nameTooLong: "Use no máximo {max} caracteres no nome.",
    passwordMissing: "Digite sua senha atual.",
    notYours: "Você não pode gerenciar as chaves deste espaço de trabalho.",
  },
};
