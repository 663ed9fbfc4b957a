import type { ACCOUNT as EN_ACCOUNT } from "../account";
import type { Translated } from "../translated";
import type { VERIFY_EMAIL_REMINDER as EN_VERIFY_EMAIL_REMINDER } from "../verify-email";

export const ACCOUNT: Translated<typeof EN_ACCOUNT> = {
  fields: {
    email: "E-mail",
    password: "Senha",
    newPassword: "Nova senha",
    passwordHint: "Pelo menos {min} caracteres. Não use seu e-mail nem uma senha comum.",
    signedOutEverywhere: "Todos os aparelhos conectados à sua conta serão desconectados.",
  },
  signup: {
    metaTitle: "Criar conta",
    metaDescription: "Crie uma conta grátis no ChatLink com seu e-mail e uma senha.",
    title: "Crie sua conta grátis",
    intro: "Só e-mail e senha. Sem cartão, sem período de teste: leva menos de um minuto.",
    haveAccount: "Já tem uma conta?",
    logIn: "Entrar",
    ageAndTerms: "Tenho pelo menos 13 anos (16 na União Europeia) e concordo com os {terms} e a {privacy}.",
    terms: "Termos",
    privacy: "Política de Privacidade",
    submit: "Criar conta",
    submitting: "Criando conta…",
  },
  login: {
    metaTitle: "Entrar",
    metaDescription: "Entre na sua conta do ChatLink.",
    title: "Entrar",
    newHere: "Novo no ChatLink?",
    createAccount: "Crie uma conta grátis",
    passwordChanged: "Sua senha foi alterada. Entre com a nova.",
    forgotPassword: "Esqueceu a senha?",
    submit: "Entrar",
    submitting: "Entrando…",
  },
  forgotPassword: {
    metaTitle: "Redefinir senha",
    metaDescription: "Receba um link para escolher uma nova senha para sua conta do ChatLink.",
    title: "Redefina sua senha",
    intro:
      "Digite o e-mail que você usou no cadastro e enviaremos um link para você escolher uma nova senha.",
    backToLogin: "Voltar para o login",
    requested:
      "Se existir uma conta com esse e-mail, enviamos para ela um link para redefinir a senha. O link funciona uma vez só, por uma hora.",
    submit: "Enviar link de redefinição",
    submitting: "Enviando…",
  },
  resetPassword: {
    metaTitle: "Escolha uma nova senha",
    metaDescription: "Escolha uma nova senha para sua conta do ChatLink.",
    title: "Escolha uma nova senha",
    askAgain: "Pedir um novo link de redefinição",
    submit: "Salvar nova senha",
    submitting: "Salvando…",
  },
  verifyEmail: {
    metaTitle: "Confirme seu endereço de e-mail",
    metaDescription: "Confirme o endereço de e-mail da sua conta do ChatLink.",
    title: "Confirme seu endereço de e-mail",
    intro: "Um clique confirma que este endereço é seu.",
    confirmButton: "Confirmar meu endereço de e-mail",
    confirming: "Confirmando…",
    confirmed: "Obrigado: {email} está confirmado.",
    unusable:
      "Este link não funciona mais: ele já foi usado, expirou (os links valem três dias) ou o endereço da conta mudou depois do envio.",
    noToken: "Esta página precisa do link do e-mail de confirmação. Abra o link no e-mail ou peça um novo.",
    toDashboard: "Ir para seus links",
    logIn: "Entrar",
  },
  invitation: {
    metaTitle: "Convite para espaço de trabalho",
    metaDescription: "Aceite um convite para um espaço de trabalho do ChatLink.",
    title: "Convite para espaço de trabalho",
    summary: "{inviter} convidou você para “{workspace}” como {role}.",
    summaryUnknownInviter: "Alguém convidou você para “{workspace}” como {role}.",
    roles: { owner: "proprietário", admin: "administrador", editor: "editor", viewer: "leitor" },
    forAddress: "O convite é para {email}.",
    signedOut: "Entre com esse endereço para aceitar, ou crie uma conta com ele.",
    logIn: "Entrar",
    signUp: "Criar conta",
    wrongAccount: "Você está conectado como {email}. Saia e entre com o endereço convidado para aceitar.",
    unverified:
      "Confirme primeiro seu endereço de e-mail: abra o link que enviamos (ou peça de novo no seu painel) e depois volte a esta página. Ou abra este convite pelo e-mail que enviamos: entrar por ali também confirma seu endereço.",
    unverifiedWithoutMail:
      "Confirme primeiro seu endereço de e-mail. Este site não envia e-mails, então seu link de confirmação está no log do servidor: peça para quem administra o site e depois volte a esta página.",
    confirmsAddress: "Este link foi enviado para {email}, então entrar também confirma que o endereço é seu.",
    accept: "Entrar no espaço de trabalho",
    accepting: "Entrando…",
    unusable:
      "Este convite não funciona mais: ele foi aceito ou retirado, ou expirou (os convites valem sete dias).",
    noToken: "Esta página precisa do link do e-mail de convite.",
    backToLinks: "Voltar para seus links",
  },
  errors: {
    emailMissing: "Digite seu endereço de e-mail.",
    emailInvalid: "Digite seu endereço de e-mail, como nome@exemplo.com.",
    passwordMissing: "Digite sua senha.",
    ageNotConfirmed: "Confirme que você tem a idade mínima para usar o ChatLink.",
    emailTaken: "Já existe uma conta com este e-mail. Entre nela ou redefina sua senha.",
    wrongCredentials:
      "Esse e-mail e essa senha não correspondem a uma conta. Confira os dois e tente de novo.",
    suspended:
      "Esta conta está suspensa e os links dela estão desativados. Se você acha que é um engano, fale com quem administra o site.",
    tooManyAttempts:
      "Tentativas demais. Tente de novo em {minutes, plural, one {# minuto} other {# minutos}}.",
    tooManySignups:
      "Cadastros demais a partir da sua rede. Tente de novo em {minutes, plural, one {# minuto} other {# minutos}}.",
    tooManyRequests: "Pedidos demais. Tente de novo em {minutes, plural, one {# minuto} other {# minutos}}.",
    resetLinkUnusable:
      "Este link de redefinição expirou ou já foi usado. Peça um novo: os links funcionam uma vez só, por uma hora.",
  },
  passwordProblems: {
    too_short: "Use pelo menos {min} caracteres.",
    too_long: "Use no máximo {max} caracteres.",
    is_email: "Não use seu endereço de e-mail como senha.",
    common: "Essa senha é comum demais. Escolha uma mais difícil de adivinhar.",
    too_simple: "Essa senha é fácil demais de adivinhar. Misture mais caracteres diferentes.",
  },
};

export const VERIFY_EMAIL_REMINDER: Translated<typeof EN_VERIFY_EMAIL_REMINDER> = {
  label: "Confirme seu endereço de e-mail",
  title: "Confirme seu endereço de e-mail.",
  sent: "Enviamos um link para {email}.",
  why: "Abra o link para confirmar que o endereço é seu.",
  withoutMail:
    "Este site não envia e-mails, então o link que confirma {email} foi para o log do servidor. Peça para quem administra o site; se for você, ele está na linha do log que começa com “mail (SMTP_URL is not set”. Até lá, você pode criar links, mas não convidar pessoas nem entrar em um espaço de trabalho compartilhado.",
  withoutMailOperator:
    "Este site não envia e-mails, então o link que confirma {email} foi para o log do servidor. Peça para quem administra o site ({operator}); se for você, ele está na linha do log que começa com “mail (SMTP_URL is not set”. Até lá, você pode criar links, mas não convidar pessoas nem entrar em um espaço de trabalho compartilhado.",
  resendWithoutMail: "Gerar um novo link",
  resentWithoutMail:
    "Um novo link está no log do servidor (este site não envia e-mails). Ele vale por três dias.",
  resend: "Enviar o link de novo",
  resending: "Enviando…",
  resent: "Enviado. O link vale por três dias; se não chegar, confira a pasta de spam.",
  limited:
    "Enviamos vários links para este endereço na última hora. Use o mais recente ou tente de novo mais tarde.",
  alreadyConfirmed: "Seu endereço já está confirmado.",
};
