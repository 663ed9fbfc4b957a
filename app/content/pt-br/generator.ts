import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, CUSTOM_DOMAIN_ALIAS_MIN_LENGTH } from "#core/limits";
import type { GeneratorCopy } from "../generator";
import type { Translated } from "../translated";

/**
 * Every word the generator shows, apart from layout (ICU MessageFormat where a value goes in).
 * Error wording lives in core/errors.ts and generate-request.ts because the server shares it.
 */
export const GENERATOR_COPY: Translated<GeneratorCopy> = {
  pageTitle: "Crie seu link do WhatsApp",
  pageIntro: "Um link curto e um QR Code que abrem uma conversa com o seu número. Grátis e sem cadastro.",
  embedTitle: "Gerador de link do WhatsApp",
  formName: "Dados do link",
  optional: "Opcional",

  phoneLabel: "Número de WhatsApp",
  phonePlaceholder: "+55 11 91234 5678",
  detecting: "Detectando seu país...",
  phoneNoCountry: "Comece com + e o código do país, por exemplo +55, +351 ou +1.",
  phoneEmpty: "Inclua o código do país, por exemplo +55, +351 ou +1.",
  linkNumberTaken: "Pegamos o número do link do WhatsApp.",
  linkNumberAndMessageTaken: "Pegamos o número e a mensagem do link do WhatsApp.",
  linkMessageKept: "Pegamos o número do link do WhatsApp e mantivemos a mensagem que você escreveu.",
  chooseCountry: "Escolha o país",
  countryPrefix: "País: ",
  searchCountries: "Buscar países",
  searchCountriesPlaceholder: "Nome ou código, ex.: +55",
  countries: "Países",
  anyCountry: "Qualquer país (vale o código + do número)",
  noCountry: "Nenhum país encontrado.",

  aliasLabel: "Apelido personalizado",
  aliasPlaceholder: "minha-loja",
  aliasHint: `De ${ALIAS_MIN_LENGTH} a ${ALIAS_MAX_LENGTH} letras, números, _ ou -. Deixe em branco para um código aleatório.`,
  aliasHintOwnDomain: `No seu próprio domínio: de ${CUSTOM_DOMAIN_ALIAS_MIN_LENGTH} a ${ALIAS_MAX_LENGTH} letras, números, _ ou -. Deixe em branco para um código aleatório.`,
  aliasRespelled: "Seu apelido é {alias}: nos links, escrevemos {chars} com letras simples.",
  aliasLeftOut: "Deixamos de fora do seu apelido: {chars}.",
  aliasRefusedHint: "Remova, ou deixe o campo em branco para um código aleatório.",

  messageLabel: "Mensagem personalizada",
  messagePlaceholder: "Olá! Gostaria de saber mais sobre…",
  messageHint:
    "A conversa abre com este texto; *negrito*, _itálico_, ~tachado~ e ```código``` funcionam como no WhatsApp.",
  bold: "Negrito",
  italic: "Itálico",
  strikethrough: "Tachado",
  monospace: "Monoespaçado",
  opensChat: "Abre uma conversa com {number}",
  /** What the server changed in a typed number (/api/phone corrections, by code), said in this language. */
  phoneCorrections: {
    digits_converted: "Lemos os dígitos como {digits}.",
    international_prefix: "Lemos {prefix} como o prefixo de chamada internacional.",
    missing_plus: "Lemos este número como internacional: {number}.",
    country_added:
      "{form, select, trunk {Acrescentamos +{callingCode} de {country} e tiramos o {dropped} do início.} rewritten {Acrescentamos +{callingCode} de {country} e escrevemos o número como ele é discado do exterior: {number}.} other {Acrescentamos +{callingCode} de {country}.}}",
    national_rewritten: "Escrevemos o número como ele é discado do exterior: {number}.",
    trunk_prefix_removed: "Tiramos o {dropped} depois de +{callingCode}.",
  },
  /** Accepted numbers worth a look (/api/phone warnings, by code). */
  phoneWarnings: {
    non_geographic: "Este número não pertence a nenhum país: confira se ele tem WhatsApp.",
    unknown_range:
      "{place, select, country {{number} não está numa faixa que se sabe que os números de {country} usam: confira os dígitos.} other {{number} não está numa faixa que se sabe que os números usam: confira os dígitos.}}",
    fixed_line:
      "Parece um telefone fixo: o link só funciona se o número tiver WhatsApp (o WhatsApp Business funciona em fixos).",
    special_number:
      "{kind, select, toll_free {Parece um número gratuito (0800)} premium_rate {Parece um número de tarifa especial} shared_cost {Parece um número de custo compartilhado} voip {Parece um número VoIP} other {Parece um número especial}}: confira se ele tem WhatsApp.",
  },
  formattingGroup: "Formatação do texto",
  previewCaption: "Prévia da mensagem",

  generate: "Gerar link",
  generating: "Gerando...",

  placeholder: "Seu link vai aparecer aqui",
  resultHeading: "Seu link está pronto",
  staleHeading: "Desatualizado",
  staleNote:
    "Você mudou os dados depois de gerar este link: ele ainda abre a conversa antiga. Clique em Gerar link para criar um novo.",
  repeatedNote: "Os mesmos dados de antes: este é o link que você já criou.",
  copyRefused:
    "Seu navegador bloqueou a cópia. O link está selecionado: pressione Ctrl+C (⌘C no Mac) para copiar.",
  qrAlt: "QR Code de {shortUrl}",
  copy: "Copiar link",
  copied: "Copiado!",
  copiedAnnouncement: "Link copiado para a área de transferência",
  open: "Abrir no WhatsApp",
  downloadPng: "Baixar PNG",
  downloadSvg: "Baixar SVG",
  tooLong:
    "Remova {excess, plural, one {# caractere} other {# caracteres}}: a mensagem pode ter no máximo {limit, number} caracteres.",
};
