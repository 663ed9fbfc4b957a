import type { IMPORT_COPY as EN } from "../import-links";
import type { Translated } from "../translated";

export const IMPORT_COPY: Translated<typeof EN> = {
  title: "Importar e exportar links",
  metaDescription: "Traga seus links de WhatsApp de um arquivo CSV ou baixe todos os seus.",
  exportTitle: "Exportar",
  workspaceLine: "No espaço de trabalho “{workspace}”.",
  exportDescription:
    "Todos os links do espaço de trabalho “{workspace}” em um arquivo CSV: código, link curto, número (com o código do país), mensagem, data de criação e cliques de pessoas. Os links dos seus outros espaços de trabalho não entram.",
  exportLink: "Baixar os links de “{workspace}” (CSV)",
  importTitle: "Importar",
  importDescription:
    "Um arquivo CSV com linha de cabeçalho: uma coluna phone (ou url, target ou long_url com links wa.me ou api.whatsapp.com) e, se quiser, message, alias e created. Exportações do Bitly, Shlink, YOURLS e Kutt funcionam como estão, e as nossas também. Vírgula, ponto e vírgula ou tab; no máximo 2 MB. Cada linha é criada ou recusada por conta própria, e importar o mesmo arquivo de novo não cria nada novo.",
  fileLabel: "Arquivo CSV",
  countryLabel: "País dos números sem código do país (opcional)",
  countryHint: "Duas letras, como BR ou PT. Uma coluna country no arquivo vale para a linha dela.",
  submit: "Importar links",
  pending: "Importando…",
  preview: "Pré-visualizar",
  previewPending: "Verificando…",
  resultTitle: "Relatório da importação",
  importCounts: { imported: "criados", skipped: "já existiam", refused: "recusados" },
  previewTitle: "Pré-visualização",
  previewNothingYet: "Nada foi importado ainda. Importando este arquivo agora:",
  previewCounts: { imported: "seriam criados", skipped: "já existem", refused: "seriam recusados" },
  previewNext: "Para importar este arquivo, deixe-o escolhido e toque em Importar links abaixo.",
  firstRowsTitle: "Primeiras linhas",
  numberHeading: "Número",
  messageHeading: "Mensagem",
  aliasHeading: "Apelido",
  outcomeHeading: "Resultado",
  newCode: "código novo",
  outcomes: { create: "Link novo", exists: "Já existe" },
  refusedTitle: "Linhas recusadas",
  reportLink: "Baixar o relatório (CSV)",
  moreRefused: "Só as primeiras linhas recusadas aparecem aqui; a contagem acima inclui todas.",
  progressLabel: "Progresso da importação",
  progressSending: "Enviando seu arquivo…",
  progressReading: "Lendo seu arquivo…",
  progressCount: "{read, number} de cerca de {about, number} linhas lidas",
  recentTitle: "Importações recentes",
  importRunning: "Importando agora: {counts} até aqui.",
  importStopped: "Parou antes do fim do arquivo: {counts}.",
  importUndone:
    "{links, plural, one {Desfeita: # link dela foi excluído.} other {Desfeita: # links dela foram excluídos.}}",
  undo: "Desfazer esta importação…",
  undoQuestion:
    "{links, plural, one {Excluir o # link criado por esta importação, com os cliques dele? O link curto para de funcionar na hora.} other {Excluir os # links criados por esta importação, com os cliques deles? Os links curtos param de funcionar na hora.}} Os links que já existiam continuam. Não dá para desfazer.",
  undoConfirm: "{links, plural, one {Excluir # link} other {Excluir # links}}",
  undoing: "Excluindo…",
  undoDone:
    "{links, plural, one {Importação desfeita: # link excluído.} other {Importação desfeita: # links excluídos.}}",
  undoGone: "Essa importação já foi desfeita ou ainda está em andamento.",
  lineHeading: "Linha",
  codeHeading: "Problema",
  errors: {
    busy: "Outras importações estão rodando no servidor agora. Tente de novo em {seconds} segundos: nada foi importado.",
    noFile: "Escolha um arquivo CSV com linha de cabeçalho.",
    tooBig:
      "O arquivo tem mais de {maxMb} MB: divida-o ou peça ao administrador do servidor para importá-lo.",
    badCountry: "O país tem duas letras, como BR ou PT, ou fica em branco.",
    tooOften:
      "{minutes, plural, one {Você importou ou pré-visualizou muitos arquivos nesta hora. Tente de novo em # minuto.} other {Você importou ou pré-visualizou muitos arquivos nesta hora. Tente de novo em # minutos.}}",
  },
  fileErrors: {
    too_many_columns:
      "A primeira linha tem mais de {max, number} colunas: tire as que você não usa e importe o arquivo de novo.",
    no_number_column:
      'Este arquivo não parece um CSV de links: a primeira linha deve dar nome às colunas, com uma coluna "phone" (ou "url", "target" ou "long_url" com links do WhatsApp).',
    too_many_rows: "O arquivo tem mais de {max, number} linhas: divida-o em arquivos menores.",
    empty: "O arquivo está vazio: não tem linha de cabeçalho.",
  },
  rowErrors: {
    row_too_long: "A linha é maior do que os campos de qualquer link poderiam ser (1 MiB); ela não foi lida.",
    invalid_date:
      "A data de criação não é uma data entre 2000 e hoje (use 2026-03-01, 2026-03-01T10:00:00Z ou segundos Unix).",
    alias_taken: "Outro link já usa este apelido (maiúsculas e minúsculas não fazem diferença).",
    creation_limit:
      "Passou do limite de links por hora da conta para importações: importe o mesmo arquivo de novo mais tarde para adicionar o restante.",
    unclosed_quote:
      'As aspas (") abertas na linha {quoteLine} nunca são fechadas, então {taken, plural, =0 {a linha {quoteLine} não foi importada} other {as linhas {quoteLine}–{lastLine} foram lidas como uma só linha e nenhuma delas foi importada}}. Feche as aspas (aspas dentro de uma mensagem são escritas duas vezes: "") e importe o arquivo de novo: as linhas já importadas são ignoradas.',
    invalid_csv:
      "Esta linha não pôde ser lida como CSV (aspas ou separador fora do lugar); ela não foi importada.",
  },
};
