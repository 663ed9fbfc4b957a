import type { API_DOCS as EN_API_DOCS } from "../api-docs";
import type { Translated } from "../translated";

/** A referência da API REST (/docs/api): só as palavras; métodos, caminhos, exemplos e códigos ficam iguais. */
export const API_DOCS: Translated<typeof EN_API_DOCS> = {
  meta: {
    title: "Referência da API REST | ChatLink",
    description:
      "Crie, liste, altere e exclua links de clique para conversar no WhatsApp, leia os cliques e gere os QR codes pelo seu próprio software com a API REST do ChatLink.",
    keywords: [
      "API de link do WhatsApp",
      "API de link curto WhatsApp",
      "API clique para conversar",
      "API QR code WhatsApp",
    ],
  },
  intro: {
    heading: "API REST",
    body: "Seu software pode criar e gerenciar os links da sua conta ChatLink: os mesmos links, números e cliques que você vê no painel. Cada chamada envia e responde JSON, com uma chave de API.",
  },
  keysTitle: "Chaves",
  keys: [
    "Crie uma chave no painel em Configurações → Chaves de API. Ela aparece uma única vez; guardamos apenas uma impressão digital dela.",
    "Envie-a em cada chamada como {header}. Uma chave somente leitura pode listar e ler; criar, alterar e excluir exigem uma chave de leitura e escrita.",
    "Revogue uma chave na mesma página: a próxima chamada com ela é recusada.",
  ],
  endpointsTitle: "Endpoints",
  endpointsNavLabel: "Endpoints",
  examples: {
    answerCaption: "Resposta",
    curlCopyTarget: "exemplo em curl: {summary}",
    javascriptCopyTarget: "exemplo em JavaScript: {summary}",
    answerCopyTarget: "exemplo de resposta: {summary}",
    answerRegion: "Resposta: {summary}",
  },
  endpoints: {
    "post-links": {
      summary: "Criar um link",
      details:
        'Envie "phone" (como as pessoas digitam; acrescente "country", como "BR", para um número nacional) ou "url" (um link do WhatsApp como https://wa.me/447911123456?text=Hi) e, se quiser, "message" e "alias"; qualquer outro campo é um 400 que o nomeia. Para um link de equipe, envie "agents" (de 1 a 20 ids de atendentes, na ordem da vez) em vez de um número, "rotation" (round_robin, weighted ou sticky) e, se quiser, "fallbackAgent" (para quando nenhum estiver disponível); a "message" dele pode conter {agent}, {department} e {ref}. Responde 201 com o link. Envie um cabeçalho Idempotency-Key para repetir com segurança: a mesma chave e o mesmo corpo dentro de um dia devolvem a primeira resposta e não criam nada.',
    },
    "get-links": {
      summary: "Listar links",
      details:
        'Os mais novos primeiro, "limit" (1–100, padrão 20) por vez; passe o "nextCursor" de uma página como "cursor" para a seguinte, até ele ser null. "q" encontra códigos, números e mensagens que o contêm.',
    },
    "get-links-id-": {
      summary: "Ler um link",
      details: "O link com os cliques de pessoas de todos os tempos (os robôs são contados à parte).",
    },
    "patch-links-id-": {
      summary: "Alterar o número ou a mensagem de um link",
      details:
        'Envie "phone" (e "country"), "message" ou ambos; uma "message" null a remove; um link de equipe recebe "agents", "rotation" e "fallbackAgent" em vez de "phone", e qualquer link "qrRef"; qualquer outro campo (como "alias") é um 400 que o nomeia. O código e a URL curta continuam, então os QR codes impressos seguem funcionando; o próximo clique vai para a nova conversa.',
    },
    "delete-links-id-": {
      summary: "Excluir um link",
      details:
        "Responde 204. A URL curta passa a mostrar Link não encontrado, e os cliques do link são excluídos com ele.",
    },
    "get-links-id-analytics": {
      summary: "Ler os cliques de um link",
      details:
        'De "from" a "to" (dias UTC, AAAA-MM-DD, no máximo 366 dias; os últimos 30 por padrão): cliques de pessoas por dia, países, dispositivos, sistemas, navegadores e origens, e os acessos de robôs à parte. Os mesmos números do painel. "refs" conta os cliques por palavra "?ref=", da maior para a menor ("qr" para leituras dos QR codes que o ChatLink gera). "agents" lista os cliques de um link de equipe por atendente, com o nome atual de cada um ("Atendente excluído" depois de excluído), e fica vazio para um link de um só número. "visitors" conta os visitantes distintos de cada dia (somados no período; por dia em "days"), sem guardar nenhum endereço nem nenhum identificador duradouro. "utm" conta os cliques por "utm_source", "utm_medium" e "utm_campaign" do link curto. "hours" tem 7 linhas (segunda-feira primeiro) de 24 horas: quando as pessoas clicaram, no fuso horário do seu espaço de trabalho ("timeZone"). Um período pode terminar depois de hoje: é lido até hoje.',
    },
    "get-links-id-analytics-csv": {
      summary: "Baixar os cliques de um link em CSV",
      details:
        "O mesmo download do painel para o mesmo período: uma linha por hora (períodos de até 3 dias) ou por dia UTC, cada dimensão e valor, pessoas e robôs à parte. As linhas dos membros da equipe trazem os nomes; as de ref, a palavra.",
    },
    "get-analytics": {
      summary: "Ler os cliques do seu espaço de trabalho",
      details:
        'De "from" a "to" (dias UTC, os últimos 30 por padrão; um período pode terminar depois de hoje): os cliques de pessoas em todos os seus links e os acessos de robôs à parte, "previous" (o mesmo para o período de mesma duração logo antes), "activeLinks" e os principais "links", "countries", campanhas "utm" e "refs". Os mesmos números do resumo do painel.',
    },
    "get-analytics-settings": {
      summary: "Ler as configurações de estatísticas",
      details:
        'O fuso horário de "hours" e quais dados são registrados: "recordReferrer", "recordDevice" (dispositivo, sistema e navegador) e "recordCountry".',
    },
    "patch-analytics-settings": {
      summary: "Alterar as configurações de estatísticas",
      details:
        'Envie o que muda: "timeZone" (um nome como America/Sao_Paulo; um desconhecido é um 400 invalid_time_zone) ou uma chave "record…". Um dado desligado deixa de ser registrado a partir do segundo seguinte, em todos os links do espaço de trabalho; cliques e visitantes são sempre contados.',
    },
    "get-links-id-qr": {
      summary: "Gerar o QR code de um link",
      details:
        'A URL curta como QR code: "format" png (padrão) ou svg, "size" de 64 a 2048 pixels (300 por padrão).',
    },
    "get-workspace": {
      summary: "Ler o espaço de trabalho da chave",
      details: "O espaço de trabalho ao qual a chave pertence, seus membros e o acesso da chave.",
    },
    "get-agents": {
      summary: "Listar atendentes",
      details:
        'As pessoas entre as quais seus links de equipe dividem as conversas, os mais antigos primeiro (no máximo 200): {listShape}. "openNow" diz se o horário delas as deixa disponíveis neste momento; "active": false quer dizer pausado.',
    },
    "post-agents": {
      summary: "Adicionar um atendente",
      details:
        'Envie "name" (1–60 caracteres) e "phone" (como as pessoas digitam, com "country" para um número nacional) e, se quiser, "department", "weight" (1–100, padrão 1: um link de equipe ponderado dá a um atendente de peso 2 o dobro de conversas), "active" (padrão true) e "hours" (fuso horário e faixas semanais; uma faixa pode terminar depois da meia-noite, como ["22:00", "02:00"]; "closedDates" como AAAA-MM-DD; sem horário quer dizer sempre disponível). Responde 201 com o atendente.',
    },
    "get-agents-id-": {
      summary: "Ler um atendente",
      details: "Um atendente do seu espaço de trabalho.",
    },
    "patch-agents-id-": {
      summary: "Alterar um atendente",
      details:
        'Envie o que muda (os mesmos campos de quando adiciona; "hours": null quer dizer sempre disponível, "active": false pausa). Todo link de equipe com esse atendente acompanha a partir do próximo clique.',
    },
    "delete-agents-id-": {
      summary: "Excluir um atendente",
      details:
        "Responde 204; o atendente sai dos seus links de equipe. Quando ele é o único atendente de um link de equipe, 409 agent_in_use nomeia esse link: dê outro atendente a ele, ou exclua o link, antes.",
    },
    "get-domains": {
      summary: "Listar domínios próprios",
      details: "Os domínios próprios do seu espaço de trabalho, por nome (no máximo 20): {domainListShape}.",
    },
    "post-domains": {
      summary: "Adicionar um domínio próprio",
      details:
        'Envie "domain" (como chat.sualoja.com). Responde 201 com o domínio, pendente: crie o registro TXT indicado em "verification" com o valor dele, aponte um CNAME do domínio para "target" e depois verifique. Um nome que outro espaço de trabalho já verificou dá 409 domain_taken.',
    },
    "get-domains-id-": {
      summary: "Ler um domínio próprio",
      details:
        'Um domínio do seu espaço de trabalho. "lastError" (e "message") dizem o que a última verificação achou de errado; um domínio verificado cujo registro fica sumido por um dia passa a "failing" e deixa de ser atendido.',
    },
    "post-domains-id-verify": {
      summary: "Verificar um domínio próprio agora",
      details:
        'Procura o registro TXT agora. Responde com o domínio: "status": "verified" quando o registro tem o valor certo; senão continua "pending", com uma "message" dizendo o que foi encontrado.',
    },
    "delete-domains-id-": {
      summary: "Remover um domínio próprio",
      details: "Responde 204. Os links criados no domínio são apagados com ele, e ele deixa de ser atendido.",
    },
    "get-webhooks": {
      summary: "Listar webhooks",
      details:
        "Os endpoints de webhook do seu espaço de trabalho, do mais antigo ao mais novo (no máximo 10), nunca os segredos.",
    },
    "post-webhooks": {
      summary: "Adicionar um webhook",
      details:
        'Envie "url" (http ou https, em um endereço público) e "events" (link.created, link.updated, link.deleted, link.clicked). Responde 201 com o endpoint e o "secret", mostrado só desta vez: cada mensagem leva os cabeçalhos Standard Webhooks webhook-id, webhook-timestamp e webhook-signature, um HMAC-SHA256 feito com ele. Uma mensagem que falha é reenviada por cerca de um dia.',
    },
    "get-webhooks-id-": {
      summary: "Ler um webhook",
      details:
        'Um endpoint. "disabledReason" diz por que ele foi desativado após um dia de entregas com falha.',
    },
    "patch-webhooks-id-": {
      summary: "Alterar um webhook",
      details: 'Envie o que muda: "url", "events" ou "enabled" (true envia de novo o que esperava).',
    },
    "delete-webhooks-id-": {
      summary: "Excluir um webhook",
      details: "Responde 204. O registro de entregas e as mensagens ainda não enviadas vão junto.",
    },
    "get-webhooks-id-deliveries": {
      summary: "Listar as entregas de um webhook",
      details:
        "As 50 mensagens mais recentes (guardadas por 7 dias): o corpo enviado, o último código de status, a hora e o erro, e quando será a próxima tentativa.",
    },
    "post-webhooks-id-deliveries-deliveryid-retry": {
      summary: "Reenviar uma mensagem",
      details: "Envia de novo agora, com o mesmo webhook-id e o mesmo corpo. Responde 202.",
    },
    "post-webhooks-id-test": {
      summary: "Enviar um evento de teste",
      details: "Envia agora uma mensagem webhook.test; o resultado aparece nas entregas. Responde 202.",
    },
  },
  errorsTitle: "Erros",
  errorsIntro: "Todo erro é JSON:",
  errors: {
    badRequest: 'Algo na requisição está errado; "field" diz o quê (invalid_phone, invalid_alias, …).',
    unauthorized: "Sem chave, ou com uma chave desconhecida ou revogada.",
    forbidden: "Uma chave somente leitura tentou escrever.",
    notFound: "Não existe esse link na sua conta.",
    aliasTaken: "Outro link já tem esse apelido.",
    rateLimited:
      "Chamadas demais com as chaves deste espaço de trabalho em um minuto, ou links demais criados por esta conta em uma hora; espere os segundos indicados em Retry-After.",
  },
  openApiNote:
    "Ferramentas que leem OpenAPI 3.1 (geradores de código, Postman, Insomnia) podem carregar a API inteira de",
};
