import { MESSAGE_MAX_LENGTH } from "#core/limits";
import { MAX_TEMPLATES_PER_WORKSPACE as MAX, TEMPLATE_NAME_MAX as NAME_MAX } from "#core/message-template";
import type { TEMPLATES_COPY as EN, MESSAGE_VARIABLES_COPY as EN_VARIABLES } from "../templates";
import type { Translated } from "../translated";

export const TEMPLATES_COPY: Translated<typeof EN> = {
  title: "Modelos de mensagem",
  navLabel: "Modelos",
  metaDescription:
    "Mensagens salvas para seus links começarem, com o nome do atendente, o departamento e a origem preenchidos.",
  intro:
    "Salve as mensagens que você usa com frequência. Ao criar ou editar um link, escolha uma em “Começar de um modelo” e altere como quiser: o link guarda sua própria cópia.",
  viewerNote:
    "Leitores podem ver os modelos. Editores, administradores e proprietários podem criar e alterar.",
  addTitle: "Adicionar um modelo",
  editTitle: "Editar “{name}”",
  nameLabel: "Nome do modelo",
  nameHint: "Só você e sua equipe veem, por exemplo “Status do pedido”.",
  bodyLabel: "Mensagem",
  addButton: "Salvar modelo",
  adding: "Salvando…",
  saveButton: "Salvar alterações",
  saving: "Salvando…",
  cancelEdit: "Cancelar",
  listTitle: "Seus modelos",
  count: `{count, number} de ${MAX}`,
  emptyHeading: "Nenhum modelo ainda",
  emptyBody:
    "Adicione seu primeiro modelo: uma mensagem que você envia sempre, como “Oi, quero saber do meu pedido”. Seus links poderão começar por ela.",
  viewerEmpty: "Ninguém salvou um modelo neste espaço de trabalho ainda.",
  edit: "Editar",
  editName: "Editar modelo {name}",
  delete: "Excluir",
  deleteQuestion: "Excluir este modelo? Os links criados a partir dele mantêm a mensagem.",
  deleteConfirm: "Excluir modelo",
  deleteConfirmName: "Excluir modelo {name}",
  deleting: "Excluindo…",
  keep: "Manter",
  saved: "“{name}” salvo.",
  deleted: "“{name}” excluído. Os links criados a partir dele mantêm a mensagem.",
  gone: "Esse modelo já foi excluído ou está em outro espaço de trabalho. A lista abaixo está atualizada.",
  tooMany: `Este espaço de trabalho já tem ${MAX} modelos, o máximo permitido. Exclua um que você não usa mais primeiro.`,
  problems: {
    name_missing: "Dê um nome ao modelo, por exemplo “Status do pedido”.",
    name_too_long: `Use no máximo ${NAME_MAX} caracteres no nome.`,
    body_missing: "Escreva a mensagem com que a conversa deve começar.",
    body_too_long: `A mensagem está longa demais: use no máximo ${MESSAGE_MAX_LENGTH.toLocaleString("pt-BR")} caracteres.`,
  },
  pickerLabel: "Começar de um modelo",
  pickerNone: "Escolha um modelo…",
  pickerHint: "Preenche a mensagem abaixo; você ainda pode alterá-la.",
  pickerEmpty: "Nenhum modelo ainda.",
  pickerManage: "Gerenciar modelos",
};

export const MESSAGE_VARIABLES_COPY: Translated<typeof EN_VARIABLES> = {
  hint: "Variáveis: {agent} vira o nome do atendente que recebe a conversa, {department} o departamento dele, {ref} de onde o visitante veio (“qr” do seu QR code, ou ?ref=… no link).",
  exampleCaption: "Prévia da mensagem, com valores de exemplo",
  exampleDepartment: "Vendas",
  exampleRef: "qr",
  exampleAgent: "Ana",
};
