import { MAX_SHARED_WORKSPACES as MAX, WORKSPACE_NAME_MAX_LENGTH as NAME_MAX } from "#core/workspace-roles";
import type { Translated } from "../translated";
import type { WORKSPACES_COPY as EN } from "../workspaces";

export const WORKSPACES_COPY: Translated<typeof EN> = {
  title: "Espaços de trabalho",
  metaDescription: "Alterne entre seus espaços de trabalho do ChatLink, crie um novo, renomeie ou exclua um.",
  intro:
    "Cada espaço de trabalho tem seus próprios links, estatísticas, chaves de API e membros. Seu espaço pessoal é criado com sua conta e é só seu; crie um compartilhado para uma loja, uma equipe ou um cliente, convide pessoas e alterne entre os espaços aqui.",
  current: "Atual",
  members: "Membros e convites",
  personalNote: "Seu espaço pessoal: só seu, criado com sua conta",
  open: "Abrir",
  opening: "Abrindo…",
  openFor: "Abrir {name}",
  yourRole:
    "Sua função: {role, select, owner {Proprietário} admin {Administrador} editor {Editor} viewer {Leitor} other {Membro}}",
  createTitle: "Criar um espaço de trabalho",
  createDescription: `Um espaço de trabalho começa vazio, com você como proprietário. Você pode participar de ${MAX} além do seu pessoal.`,
  nameLabel: "Nome",
  nameHint: `Até ${NAME_MAX} caracteres, como “Loja” ou “Equipe de suporte”.`,
  nameMissing: "Dê um nome ao espaço de trabalho, como “Loja” ou “Equipe de suporte”.",
  nameTooLong: `Use no máximo ${NAME_MAX} caracteres no nome.`,
  createButton: "Criar espaço",
  createPending: "Criando…",
  tooMany: `Você já participa de ${MAX} espaços compartilhados: exclua ou saia de um primeiro.`,
  renameName: "Renomear {name}",
  renameButton: "Salvar nome",
  renamePending: "Salvando…",
  renamed: "Nome salvo.",
  deleteTitle: "Excluir este espaço de trabalho",
  deleteWarning:
    "Os links dele param de funcionar na hora (os links curtos mostram Link não encontrado, inclusive em QR codes impressos), e os cliques e as chaves de API são excluídos. Não dá para desfazer.",
  deleteConfirmLabel: "Digite “{name}” para confirmar",
  deleteButton: "Excluir espaço",
  deletePending: "Excluindo…",
  deleteMismatch: "Digite o nome do espaço de trabalho exatamente como aparece para excluí-lo.",
  deleted: "Espaço de trabalho excluído, com seus links e chaves.",
  notFound: "Esse espaço de trabalho não é mais seu. A lista abaixo está atualizada.",
  ownersOnly: "Só os proprietários do espaço de trabalho podem renomeá-lo ou excluí-lo.",
  personalStays: "Seu espaço pessoal só é excluído junto com sua conta (Configurações → Excluir conta).",
};
