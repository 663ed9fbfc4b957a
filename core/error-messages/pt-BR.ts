import type { ErrorDetails, ErrorMessages, GeneratorMessages, PhoneProblemMessages } from "./types";

/** Brazilian Portuguese ("você"). "Apelido personalizado" and "atendente" as in the generator and dashboard. */

const MESSAGE_TOO_LONG = "A mensagem está longa demais: use no máximo 1.000 caracteres.";

export const ERRORS: ErrorMessages = {
  invalid_request:
    "Não foi possível ler a solicitação. Envie um JSON com um número de telefone ou um link do WhatsApp.",
  invalid_input:
    "A solicitação tem um caractere que não pode ser usado: um NUL ou outro caractere de controle (tabulação e quebras de linha são aceitas) ou um caractere corrompido (um surrogate isolado).",
  invalid_phone: "Digite o número completo do WhatsApp com o código do país, por exemplo +44 7911 123456.",
  invalid_alias: "O apelido personalizado só pode ter letras, números, _ e -, de 5 a 50 caracteres.",
  alias_reserved: "Esse apelido é uma palavra usada pelo site. Escolha outro.",
  alias_taken: "Esse apelido não está disponível. Escolha outro.",
  invalid_url:
    "Só é possível encurtar links de conversa do WhatsApp (https://wa.me/… ou api.whatsapp.com/send).",
  message_too_long: MESSAGE_TOO_LONG,
  rate_limited: "Muitos links foram criados a partir do seu endereço IP. Aguarde um minuto e tente de novo.",
  creator_banned:
    "A criação de links a partir do seu endereço IP foi suspensa por violação dos termos de uso.",
  unauthorized: "Envie uma chave de API válida: Authorization: Bearer <key>.",
  forbidden: "Esta chave só permite leitura: crie uma chave com o escopo de escrita (write).",
  idempotency_in_progress:
    "Uma solicitação com esta Idempotency-Key ainda está sendo respondida: tente de novo em instantes.",
  idempotency_conflict:
    "Esta Idempotency-Key já foi usada com outro corpo: use uma chave nova para cada link novo.",
  payload_too_large: "A solicitação é grande demais.",
  invalid_qr_size:
    "Escolha um tamanho quadrado para o QR code, de 64x64 a 2048x2048 pixels, por exemplo 300x300.",
  invalid_qr_data: "O QR code precisa de um texto em `data`, com no máximo 2.048 caracteres.",
  invalid_qr_format: "As imagens de QR code estão disponíveis em png ou svg.",
  qr_too_small: "Esse QR code ficaria pequeno demais para ser lido: peça um tamanho maior.",
  country_unknown: "Não conseguimos identificar o seu país pelo seu endereço IP.",
  agent_not_found: "Não há nenhum atendente com esse id neste espaço de trabalho.",
  too_many_agents:
    "Este espaço de trabalho já tem o máximo de atendentes permitido (200): exclua um antes de adicionar outro.",
  invalid_time_zone: "Escolha um fuso horário pelo nome, por exemplo America/Sao_Paulo ou America/Manaus.",
  invalid_hours:
    'O horário de atendimento segue este formato: {"timeZone": "Europe/London", "weekly": {"mon": [["09:00", "17:30"]]}, "closedDates": ["2026-12-25"]}.',
  invalid_agents:
    "Um link de equipe aceita de 1 a 20 atendentes diferentes deste espaço de trabalho, indicados pelo id.",
  agent_in_use:
    "Este é o único atendente de um link de equipe: primeiro coloque outro atendente nesse link ou exclua o link.",
  phone_or_agents:
    'Um link leva a um único número ("phone" ou "url") ou a uma equipe ("agents"), nunca aos dois.',
  team_link_needs_workspace:
    "Links de equipe pertencem a um espaço de trabalho: entre na sua conta ou use a API REST com uma chave.",
  invalid_language: "Peça um idioma com uma etiqueta como en, pt-BR ou ar (no máximo 35 caracteres).",
  not_found: "Não há nada neste endereço.",
  method_not_allowed: "Este endereço não aceita esse método.",
  unavailable: "O serviço está indisponível no momento. Tente de novo em instantes.",
  internal_error: "Algo deu errado do nosso lado. Tente de novo.",
  domain_invalid:
    "Digite um nome de domínio como chat.sualoja.com: letras, números e hífens, duas partes ou mais, sem endereço IP, no máximo 253 caracteres.",
  domain_reserved: "Esse é o endereço do próprio site: adicione um domínio seu.",
  domain_exists: "Este espaço de trabalho já tem esse domínio.",
  domain_taken:
    "Outro espaço de trabalho já verificou esse domínio: ele não pode ser adicionado nem verificado aqui.",
  domain_not_found: "Não há nenhum domínio com esse id neste espaço de trabalho.",
  too_many_domains:
    "Este espaço de trabalho já tem o máximo de domínios (20): remova um antes de adicionar outro.",
  domain_not_verified:
    'Este domínio ainda não foi verificado, então os links não podem usá-lo. Crie os registros DNS como a página "Domínios próprios" mostra e depois clique em "Verificar agora" lá; enquanto isso, crie o link sem ele (na API, deixe "domain" de fora).',
  domain_txt_missing:
    "Nenhum registro TXT foi encontrado no nome indicado: crie-o, espere alguns minutos pelo DNS e verifique de novo.",
  domain_txt_mismatch:
    "Há um registro TXT no nome indicado, mas ele não tem o valor deste domínio: copie o valor exatamente.",
  domain_dns_failed: "Os servidores DNS não responderam: tente de novo em alguns minutos.",
  webhook_url_invalid:
    "Informe o endereço completo do seu receptor, como https://example.com/hooks (http ou https, no máximo 2000 caracteres).",
  webhook_url_private:
    "Esse endereço está em uma rede privada ou local: webhooks só vão para endereços públicos.",
  webhook_not_found: "Não há webhook com este id neste espaço de trabalho.",
  delivery_not_found: "Não há entrega com este id para este webhook.",
  too_many_webhooks:
    "Este espaço de trabalho já tem o máximo de webhooks (10): exclua um antes de adicionar outro.",
};

export const GENERATOR: GeneratorMessages = {
  emptyPhone: "Digite um número de telefone",
  aliasTooShort: "O apelido personalizado precisa ter pelo menos 5 caracteres",
  aliasUnavailable: "Esse apelido não está disponível. Escolha outro.",
  requestFailed: "Esse nome não está disponível. Tente outro apelido.",
  messageTooLong: MESSAGE_TOO_LONG,
  rateLimited:
    "Você criou muitos links em pouco tempo. Aguarde {seconds, plural, one {# segundo} other {# segundos}} e tente de novo.",
  rateLimitedMinute: "Você criou muitos links em pouco tempo. Aguarde um minuto e tente de novo.",
  aliasCharacters:
    "O apelido personalizado só aceita letras de a a z, números, _ e -. Não é possível usar: {characters}.",
  aliasTry: 'Experimente "{suggestion}".',
  space: "espaço",
};

export const DETAILS: ErrorDetails = {
  phoneChecksLimited:
    "Muitos números de telefone foram verificados a partir do seu endereço IP. Aguarde um minuto.",
  qrDrawsLimited:
    "Muitos QR codes novos foram gerados para o seu endereço IP. Aguarde um minuto e tente de novo.",
  qrDrawing:
    "Já há QR codes sendo gerados para o seu endereço IP. Tente de novo quando eles ficarem prontos.",
  accountLinksLimited: "Esta conta criou muitos links na última hora. Aguarde e tente de novo.",
  formLinksLimited: "Você criou muitos links na última hora. Aguarde um pouco e tente de novo.",
  linkNotFound: "Não há nenhum link com esse id neste espaço de trabalho.",
  aliasLengthOnDomain:
    "No seu próprio domínio, o apelido personalizado só pode ter letras, números, _ e -, de 3 a 50 caracteres.",
  aliasShortOwnDomain:
    "No endereço principal, o apelido personalizado precisa ter de 5 a 50 letras, números, _ ou -. No domínio próprio do seu espaço de trabalho bastam 3: escolha esse domínio para o link.",
};

export const PHONE_PROBLEMS: PhoneProblemMessages = {
  empty: "Digite um número de telefone (com o código do país) ou um link do WhatsApp.",
  input_too_long:
    "Isso é longo demais para um número de telefone: no máximo {max} caracteres, e este tem {length}.",
  bad_character:
    "Um número de telefone só tem dígitos, espaços, pontos, hífens, parênteses e um + no início; remova “{character}”.",
  misplaced_plus: "O + vem só no início do número, antes do código do país.",
  no_country_code:
    "Este número não tem código do país: comece com + e o código do país (por exemplo +55 11 91234 5678) ou escolha o país.",
  unknown_country: "“{country}” não é um código de país que conhecemos (use códigos ISO como BR ou US).",
  unknown_calling_code:
    "+{prefix}… não começa com um código de país (como +55 ou +1): confira os dígitos depois do +.",
  wrong_length:
    "Os números desse país ({country}) têm {lengths} dígitos depois do código +{callingCode}; este tem {count}.",
};
