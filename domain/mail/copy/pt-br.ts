import type { MailCopy } from "../mail-copy-shape";

export const PT_BR_MAIL: MailCopy = {
  verifyEmail: {
    subject: "Confirme seu endereço de e-mail no {site}",
    body: [
      "Alguém (esperamos que você) criou uma conta no {site} com este endereço, ou mudou o endereço de uma conta para ele.",
      "",
      "Confirme aqui: {link}",
      "",
      "O link funciona uma vez só e expira em três dias. Se não foi você, ignore este e-mail.",
    ],
  },
  passwordReset: {
    subject: "Redefina sua senha do {site}",
    body: [
      "Alguém (esperamos que você) pediu para redefinir a senha da sua conta no {site}.",
      "",
      "Escolha uma nova senha aqui: {link}",
      "",
      "O link funciona uma vez só e expira em uma hora. Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.",
    ],
  },
  emailChange: {
    subject: "Confirme seu novo endereço de e-mail no {site}",
    body: [
      "Alguém (esperamos que você) pediu para usar este endereço como o e-mail da própria conta no {site}.",
      "",
      "Abra este link para confirmar: {link}",
      "",
      "O link funciona uma vez só e expira em três dias. Até lá, a conta continua com o endereço antigo. Se não foi você, ignore este e-mail.",
    ],
  },
  addressTaken: {
    subject: "Alguém tentou usar seu endereço de e-mail no {site}",
    body: [
      "Alguém conectado a outra conta do {site} pediu para usar este endereço como o e-mail dessa conta.",
      "Nada mudou: o endereço continua na sua conta, e ninguém mais pode usá-lo.",
      "",
      "Se foi você, você já tem uma conta com este endereço: entre nela em {link} (ou redefina a senha por lá).",
      "Se não foi você, pode ignorar este e-mail.",
    ],
  },
  invitation: {
    subject: "{inviter} convidou você para {workspace} no {site}",
    body: [
      "{inviter} convidou você para entrar no espaço de trabalho “{workspace}” no {site} como {role}.",
      "",
      "Aceite aqui: {link}",
      "",
      "O link funciona por sete dias, para uma conta do {site} com este endereço de e-mail (você pode criar uma no caminho). Se você não conhece quem enviou, ignore este e-mail.",
    ],
  },
  roles: { owner: "proprietário", admin: "administrador", editor: "editor", viewer: "leitor" },
};
