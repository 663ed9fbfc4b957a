import { MAX_PENDING_INVITATIONS as MAX } from "#core/limits";
import type { MEMBERS_COPY as EN, INVITATION_COPY as EN_INVITATION } from "../members";
import type { Translated } from "../translated";

export const MEMBERS_COPY: Translated<typeof EN> = {
  title: "Membros",
  heading: "Membros de {workspace}",
  metaDescription:
    "Convide pessoas para um espaço de trabalho do ChatLink, mude as funções delas ou remova-as.",
  intro:
    "Leitores veem links, estatísticas e QR codes. Editores também criam, alteram e excluem links. Administradores também importam e exportam, gerenciam chaves de API e membros. Proprietários também renomeiam ou excluem o espaço de trabalho.",
  personal:
    "Seu espaço pessoal é só seu. Para trabalhar com outras pessoas, crie um espaço compartilhado e convide-as para ele.",
  toWorkspaces: "Ir para seus espaços de trabalho",
  you: "(você)",
  role: "Função",
  roleName:
    "{role, select, owner {Proprietário} admin {Administrador} editor {Editor} viewer {Leitor} other {Membro}}",
  roleFor: "Função de {email}",
  saveRole: "Salvar função",
  savingRole: "Salvando…",
  remove: "Remover",
  removing: "Removendo…",
  leaving: "Saindo…",
  removeFor: "Remover {email}",
  leave: "Sair deste espaço de trabalho",
  joined: "Entrou em",
  membersTitle: "Pessoas neste espaço de trabalho",
  inviteTitle: "Convidar alguém",
  inviteDescription:
    "Enviamos por email um link que vale por sete dias. A pessoa aceita com uma conta do ChatLink com esse endereço, confirmado; ela pode criar uma no caminho.",
  emailLabel: "Endereço de email",
  inviteButton: "Enviar convite",
  inviting: "Enviando…",
  inviteDescriptionWithoutMail:
    "Este site não envia emails: copie o link do convite abaixo e envie você mesmo (pelo WhatsApp, por exemplo). Ele vale por sete dias, para uma conta do ChatLink com esse endereço, confirmado; a pessoa pode criar uma no caminho.",
  invited: "Convite enviado para {email}. Você também pode copiar o link abaixo.",
  invitedWithoutMail:
    "Convite criado para {email}. Este site não envia emails: copie o link abaixo e envie para a pessoa.",
  linkLabel: "Link do convite",
  copyLink: "Copiar link",
  copyLinkFor: "Copiar o link do convite para {email}",
  copied: "Copiado!",
  pendingTitle: "Convites pendentes",
  pendingEmpty: "Nenhum convite pendente.",
  expires: "Expira em",
  invitedBy: "convidado por {email}",
  cancel: "Cancelar convite",
  cancelling: "Cancelando…",
  cancelFor: "Cancelar o convite para {email}",
  cancelled: "Convite cancelado: o link não funciona mais.",
  roleSaved: "Função salva.",
  removed: "Removido. A pessoa perdeu o acesso na hora.",
  left: "Você saiu do espaço de trabalho.",
  errors: {
    not_found: "Essa pessoa ou convite não está mais neste espaço de trabalho. A página está atualizada.",
    forbidden: "Sua função não permite isso.",
    last_owner: "Um espaço de trabalho precisa de um proprietário: torne outra pessoa proprietária primeiro.",
    personal: "Seu espaço pessoal é só seu.",
    unverified: "Confirme seu próprio endereço de email primeiro (veja o aviso no topo da página).",
    invalid_email: "Digite um endereço de email, como nome@exemplo.com.",
    role_too_high: "Você pode dar no máximo a sua própria função.",
    already_member: "Esse endereço já é membro.",
    too_many_invitations: `Este espaço de trabalho tem ${MAX} convites pendentes: cancele alguns primeiro.`,
    limited: "Você enviou muitos convites nesta hora. Tente de novo mais tarde.",
  },
};

export const INVITATION_COPY: Translated<typeof EN_INVITATION> = {
  summary:
    "{inviter} convidou você para “{workspace}” como {role, select, owner {proprietário} admin {administrador} editor {editor} viewer {leitor} other {membro}}.",
  summaryNoInviter:
    "Alguém convidou você para “{workspace}” como {role, select, owner {proprietário} admin {administrador} editor {editor} viewer {leitor} other {membro}}.",
  waitingTitle:
    "{count, plural, one {Há um convite esperando por você} other {Há # convites esperando por você}}",
  join: "Entrar",
  joinNamed: "Entrar em “{workspace}”",
  accepting: "Entrando…",
};
