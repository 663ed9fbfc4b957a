import type { DASHBOARD as EN_DASHBOARD } from "../dashboard";
import type { Translated } from "../translated";

/** The dashboard's link pages in Brazilian Portuguese ("link curto", "URL curta", "espaço de trabalho" as on the site). */
export const DASHBOARD: Translated<typeof EN_DASHBOARD> = {
  listTitle: "Seus links",
  sharedListTitle: "{workspace}: links",
  roleLine:
    "Espaço de trabalho compartilhado · sua função: {role, select, owner {proprietário} admin {administrador} editor {editor} viewer {leitor} other {membro}}",
  members: "Membros",
  viewerOnly:
    "Leitores podem ver os links e as estatísticas deles, mas não podem alterá-los. Peça a função de editor a um proprietário ou administrador.",
  viewerEmptyBody:
    "Ninguém criou um link neste espaço de trabalho ainda. Editores, administradores e proprietários podem criar.",
  newLink: "Novo link",
  importExport: "Importar ou exportar",
  searchLabel: "Buscar links",
  searchPlaceholder: "Código, apelido, número ou mensagem",
  searchButton: "Buscar",
  clearSearch: "Limpar busca",
  // An empty list reads "nenhum link"; otherwise the word is the same as English.
  linkCount: "{count, plural, =0 {nenhum link} one {# link} other {# links}}",
  matchCount: "{count, plural, one {# link encontrado} other {# links encontrados}} para “{search}”",
  emptyHeading: "Você ainda não tem links",
  emptyBody: "Crie seu primeiro link curto do WhatsApp: um número, uma mensagem opcional e um link só seu.",
  emptyAction: "Criar meu primeiro link",
  noMatchHeading: "Nenhum link corresponde à sua busca",
  noMatchBody: "Tente parte do código, alguns dígitos do número ou uma palavra da mensagem.",

  shortUrl: "Link curto",
  destination: "Abre conversa com",
  noMessage: "Sem mensagem",
  created: "Criado em",
  clicks: "Cliques",
  removed: "Removido",
  removedHint: "Este link foi removido por violar os termos e agora mostra a página Link não encontrado.",
  copy: "Copiar",
  copied: "Copiado!",
  actionsName: "Ações de {code}",
  edit: "Editar",
  analytics: "Estatísticas",
  qr: "QR Code",
  chatButton: "Botão de conversa",
  chatButtonUnavailable: "A página do botão de conversa não está disponível",
  delete: "Excluir",
  deleteQuestion:
    "Excluir este link? A URL curta vai parar de funcionar e a contagem de cliques será apagada.",
  deleteConfirm: "Excluir link",
  deleting: "Excluindo...",
  deleteCancel: "Manter",
  alreadyGone:
    "Esse link já foi excluído ou não está neste espaço de trabalho. A lista abaixo está atualizada.",
  deleted: "{code} excluído. A URL curta agora mostra a página Link não encontrado.",
  forLink: " {code}",

  numberMark: "Este número não pode receber mensagens do WhatsApp.",
  numberMarkSuggestion: "Este número não pode receber mensagens do WhatsApp: você quis dizer {suggestion}?",
  numberReasons: {
    not_digits: "Este número não está escrito com dígitos.",
    too_long:
      "Este número tem {length, number} caracteres; nenhum número de telefone tem mais de 15 dígitos.",
    trunk_prefix:
      "O {dropped} depois de +{callingCode} só é discado em ligações dentro do país; o WhatsApp precisa do número sem ele.",
    national_form:
      "É assim que o número é discado dentro do país (+{callingCode}); o WhatsApp precisa dele como é discado do exterior.",
    international_prefix:
      "{prefix} é o prefixo de chamadas internacionais, não faz parte do número: o WhatsApp precisa do código do país primeiro.",
    country_code_twice: "O código do país +{callingCode} está escrito duas vezes.",
  },
  numberFix: "Usar {phone}",
  numberFixing: "Salvando...",
  numberFixKeeps: "A URL curta e o QR Code continuam os mesmos.",
  numberEdit: "Editar o número",
  numberFixed:
    "Corrigido: {code} agora abre uma conversa com {phone}. A URL curta e o QR Code continuam os mesmos.",
  numberChanged:
    "O número de {code} mudou depois que esta página foi carregada, então nada foi salvo. A lista abaixo está atualizada.",

  pagination: "Páginas",
  previous: "Anterior",
  next: "Próxima",
  pageOf: "Página {page, number} de {count, number}",

  claimHeading:
    "Você criou {count, plural, one {# link} other {# links}} neste navegador antes de entrar: {count, plural, one {adicione-o} other {adicione-os}} à sua conta",
  claimBody:
    "As URLs curtas e os cliques continuam como estão; depois, você pode editar ou excluir os links aqui.",
  claimButton: "Adicionar à minha conta",
  claiming: "Adicionando...",
  claimDismiss: "Agora não",
  claimed:
    "{count, plural, =0 {Não foi possível adicionar esses links: eles já estavam em uma conta ou foram excluídos.} one {# link adicionado à sua conta.} other {# links adicionados à sua conta.}}",

  createTitle: "Novo link",
  createIntro:
    "Um link curto e um QR Code que abrem uma conversa no WhatsApp com o seu número ou com quem da sua equipe estiver disponível.",
  createButton: "Criar link",
  creating: "Criando...",
  backToLinks: "Voltar para seus links",

  editTitle: "Editar link",
  editIntro:
    "Troque o número ou a mensagem. A URL curta continua a mesma, então os QR Codes impressos continuam funcionando.",
  urlStays: "URL curta (não muda)",
  historyCreated: "Criado em {date}.",
  historyCreatedBy: "Criado em {date} por {by}.",
  historyChanged: "Alterado pela última vez em {date}.",
  historyChangedBy: "Alterado pela última vez em {date} por {by}.",
  historyYou: "você",
  saveButton: "Salvar alterações",
  saving: "Salvando...",
  saved: "Salvo. O link curto agora abre uma conversa com o novo número e a nova mensagem.",
  notFoundHeading: "Link não encontrado",
  notFoundBody: "Este link não existe ou não está na sua conta.",
  errorStatus: "Erro {status}",

  qrTitle: "QR Code personalizado",
  qrMetaTitle: "QR Code de {code}",
  qrIntro:
    "Suas cores e seu logotipo no QR Code de {shortUrl}. Este navegador guarda as últimas cores e tamanhos usados neste link; o logotipo precisa ser escolhido de novo a cada vez.",
  qrUnavailable: "QR Codes indisponíveis",
  tryAgain: "Algo deu errado. Tente de novo daqui a pouco.",
};
