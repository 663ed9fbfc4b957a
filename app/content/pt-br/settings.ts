import type { SETTINGS_COPY as EN } from "../settings";
import type { Translated } from "../translated";

export const SETTINGS_COPY: Translated<typeof EN> = {
  metaTitle: "Configurações da conta",
  metaDescription: "Altere o e-mail ou a senha da sua conta ChatLink, ou exclua a conta.",
  title: "Configurações da conta",
  signedInAs: "Conectado como",
  emailTitle: "E-mail",
  emailDescription: "O endereço com que você entra e para onde vão os links de redefinição.",
  newEmail: "Novo e-mail",
  changeEmail: "Alterar e-mail",
  currentPassword: "Senha atual",
  saving: "Salvando…",
  passwordTitle: "Senha",
  passwordDescription: "Ao alterá-la, todos os outros aparelhos conectados a esta conta são desconectados.",
  newPassword: "Nova senha",
  newPasswordHint: "Pelo menos {min} caracteres. Não use seu e-mail nem uma senha comum.",
  changePassword: "Alterar senha",
  apiKeysTitle: "Chaves de API",
  apiKeysDescription: "Com chaves, seus próprios programas criam e leem seus links pela API REST.",
  manageApiKeys: "Gerenciar chaves de API",
  managedByAdmins: "Os donos e administradores de “{workspace}” gerenciam as chaves de API dele.",
  deleteTitle: "Excluir conta",
  deleteDescription:
    "Isto exclui sua conta na hora, não em 30 dias: seu e-mail e sua senha, todos os links desta conta (os links curtos passam a mostrar Link não encontrado) e todas as contagens de cliques. Não dá para desfazer.",
  deleteConfirm: "Digite sua senha para confirmar",
  deleteButton: "Excluir minha conta e meus links",
  deleting: "Excluindo…",
  answers: {
    unknownRequest: "Pedido desconhecido.",
    currentPasswordMissing: "Digite sua senha atual.",
    wrongPassword: "Essa senha não está correta.",
    emailInvalid: "Digite um endereço de e-mail, como nome@exemplo.com.",
    emailUnchanged: "Seu e-mail continua o mesmo.",
    emailLimited:
      "Já enviamos e-mails demais para esse endereço por enquanto: tente de novo daqui a uma hora.",
    emailSent:
      "Enviamos um link para {email}: abra-o para que ele passe a ser o e-mail da sua conta. Até lá, seu e-mail continua sendo {current}.",
    passwordChanged:
      "Sua senha foi alterada. Todos os outros aparelhos conectados a esta conta foram desconectados.",
    lastOwner:
      "Você é o último proprietário de {workspaces}, {count, plural, one {que tem outros membros: primeiro torne um deles proprietário ou exclua o espaço de trabalho.} other {que têm outros membros: primeiro torne um dos membros de cada um proprietário ou exclua esses espaços de trabalho.}}",
  },
};
