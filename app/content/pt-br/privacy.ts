import type { PrivacyContent } from "../privacy";
import { SUPPORT_EMAIL } from "../site";

export const PRIVACY: PrivacyContent = {
  meta: {
    title: "Política de Privacidade | ChatLink",
    description:
      "O que o ChatLink guarda quando você cria ou abre um link do WhatsApp: nenhum IP bruto, nenhum cookie de rastreamento, nenhum rastreador. Seus direitos.",
    keywords: [
      "política de privacidade ChatLink",
      "privacidade link do WhatsApp",
      "encurtador de link sem rastreamento",
      "GDPR",
      "retenção de dados",
      "privacidade das estatísticas de cliques",
    ],
  },
  intro:
    "Esta Política de Privacidade explica exatamente o que o ChatLink guarda quando você cria um link do WhatsApp, quando alguém abre um link e quando você tem uma conta, por que guardamos, por quanto tempo e quais escolhas você tem. Coletamos o mínimo possível: não guardamos endereços IP brutos, não usamos cookies de rastreamento e não usamos ferramentas de análise nem de publicidade de terceiros.",
  sections: [
    {
      heading: "Quem somos e o que esta política abrange",
      paragraphs: [
        'O ChatLink ("nós") é um serviço que cria links de conversa do WhatsApp, links curtos e QR Codes. O responsável por este site do ChatLink é o controlador dos dados pessoais descritos aqui.',
        "Esta política abrange este site, o gerador de links (incluindo o widget incorporado em outros sites), os links curtos que servimos e as contas do ChatLink. Quando um link leva alguém ao WhatsApp, o que acontece lá é regido pela política de privacidade do próprio WhatsApp.",
      ],
    },
    {
      heading: "O que guardamos quando você cria um link",
      paragraphs: [
        "Você pode criar um link sem conta. Guardamos apenas o que o link precisa para funcionar, mais um valor que protege o serviço contra abusos: uma impressão digital do criador. Essa impressão digital é um hash com chave (HMAC) do seu endereço IP, feito com uma chave secreta que fica no nosso servidor. Ela nos permite aplicar limites, como quantos links um endereço pode criar por minuto, e bloquear um endereço que abusa do serviço. Sem essa chave, ela não pode ser convertida de volta no seu endereço IP, e não a usamos para mais nada. Se um endereço for impedido de criar links por abuso, guardamos a impressão digital dele e o motivo numa lista de bloqueio. Nunca guardamos o endereço IP bruto.",
        "Para cada link, guardamos apenas:",
      ],
      bullets: [
        "o número de telefone de destino, só com os dígitos",
        "a mensagem pronta, se você escreveu uma",
        "o apelido personalizado que você escolheu ou o código curto que geramos",
        "quando o link foi criado e alterado pela última vez",
        "se o link está ativo ou foi removido, e o motivo da remoção",
        "a impressão digital do criador, usada apenas para os limites contra abuso",
        "se você estiver conectado, a qual conta o link pertence",
      ],
    },
    {
      heading: "Estatísticas de cliques",
      paragraphs: [
        "Quando alguém abre um link curto, encaminhamos a pessoa ao WhatsApp e somamos um a um conjunto de contadores daquele link. Descobrimos o país do visitante no nosso próprio servidor, a partir de uma base de dados de IP por país que mantemos lá (ip-location-db, feita com os dados dos registros regionais de internet publicados pela NRO sob a licença CC BY 4.0), e depois descartamos o endereço: o endereço IP não é guardado, e não fica nenhum registro de um clique individual nem de quem o fez. O dispositivo, o sistema operacional e o navegador são lidos das informações padrão que todo navegador envia com uma solicitação.",
        "Para contar quantas pessoas diferentes abrem um link por dia sem saber quem são, fazemos o que fazem as estatísticas que respeitam a privacidade: o endereço IP do visitante e a descrição do navegador, junto com o espaço de trabalho do link, são transformados em um hash com chave (SHA-256) usando um segredo aleatório, o salt, que é novo a cada dia, e guardamos 64 bits dele. O endereço em si nunca é guardado. A mesma pessoa gera o mesmo hash só dentro de um dia (UTC), então os dias não podem ser ligados; o salt de cada dia fica no nosso banco de dados só enquanto aquele dia dura e é apagado pouco depois que ele termina, junto com os hashes daquele dia, que são substituídos por uma simples contagem. Os donos dos links também podem desligar o registro dos sites de origem, dos dispositivos e dos países no seu espaço de trabalho.",
        "Os donos dos links podem ver as contagens dos próprios links pela conta. As contagens não permitem identificar um visitante. Os cliques são guardados apenas como contagens por link, por hora, divididas por:",
      ],
      bullets: [
        "país",
        "tipo de dispositivo (como celular, tablet ou computador)",
        "sistema operacional",
        "navegador",
        "o nome do host do site de origem (por exemplo, example.com, nunca o endereço completo da página)",
        "a palavra ?ref= e as tags utm_source, utm_medium e utm_campaign que o dono do link colocou no link curto",
        "o número de visitantes diferentes por dia, contado como explicado acima",
        "se o visitante parecia um robô ou um rastreador de pré-visualização de links",
      ],
    },
    {
      heading: "Informações da conta",
      paragraphs: [
        "Se você criar uma conta, usamos o seu endereço de e-mail para permitir que você entre, para confirmar que o endereço é seu, para redefinir sua senha quando você pedir e para avisar sobre mudanças importantes no serviço ou na sua conta. Não enviamos e-mails de marketing.",
        "Para a sua conta, guardamos:",
      ],
      bullets: [
        "seu endereço de e-mail, e se e quando você o confirmou pelo link que enviamos para ele",
        "um hash da sua senha feito com scrypt, uma função de mão única propositalmente lenta; nunca guardamos nem registramos a senha em si",
        "suas sessões de login, para que você continue conectado",
        "as configurações da sua conta, os espaços de trabalho de que você participa e a sua função em cada um, e os links que há neles, cada um com quem o criou e quem o alterou por último",
        "os convites que você envia: o e-mail convidado, a função e o espaço de trabalho, até o convite ser aceito ou cancelado ou terminar a semana de validade (guardamos apenas um hash do link do convite)",
      ],
    },
    {
      heading: "Informações de pagamento",
      paragraphs: [
        "O ChatLink é gratuito. Se um dia oferecermos planos pagos, os pagamentos serão processados por um provedor de pagamentos terceirizado. Os dados do seu cartão irão direto para esse provedor e não serão guardados nos nossos servidores; receberemos apenas o necessário para gerenciar o seu plano, como o plano, a situação dele e a data do pagamento. A política de privacidade do próprio provedor se aplicará ao que ele processar.",
      ],
    },
    {
      heading: "Cookies e rastreamento",
      paragraphs: [
        "Não usamos cookies de rastreamento. Usar o gerador ou abrir um link curto de um só número não cria nenhum cookie. Há duas exceções, e cada uma guarda só uma escolha: o idioma que você escolhe no seletor de idioma (um cookie, chatlink_lang, um ano, guarda essa escolha e nada mais); e o link de equipe de uma empresa configurado para manter cada visitante com o mesmo atendente, que lembra para qual atendente enviou você (um cookie chamado chl_t seguido do número do link, 90 dias, com a identificação desse atendente e nada sobre você). Quando oferecemos o site no idioma do seu navegador, o armazenamento local do navegador anota que já oferecemos, para perguntarmos uma vez só.",
        "Quando você cria um link sem conta, o gerador guarda um token aleatório de posse desse link no armazenamento local do seu navegador (não é um cookie; no máximo os últimos 50 links). Ele nunca sai do seu navegador, a menos que você entre na sua conta e escolha adicionar esses links a ela; limpar os dados do site no navegador o apaga, e os links continuam anônimos.",
        "O editor de QR Code personalizado também guarda as últimas cores e tamanhos de cada link no armazenamento local do seu navegador (nunca o logotipo; no máximo os últimos 50 links), para que estejam lá da próxima vez. Eles nunca saem do seu navegador.",
        "Quando você entra numa conta, criamos um cookie de sessão que mantém você conectado. Ele é estritamente necessário, não pode ser lido por scripts da página e é removido quando você sai ou quando a sessão termina.",
        "Quando você entra ou se cadastra, também criamos um cookie de dispositivo que lembra que este navegador já entrou na sua conta antes, para que outra pessoa que digite senhas erradas na sua conta não consiga bloquear o seu acesso. Ele contém um número aleatório e uma assinatura, não o seu endereço de e-mail; não guardamos nada sobre ele no nosso servidor. Ele é estritamente necessário para a segurança da sua conta, não pode ser lido por scripts da página, continua lá depois que você sai (essa é a função dele), dura um ano, deixa de valer para a sua conta assim que sua senha muda e é removido quando você exclui sua conta.",
        "Não rastreamos você em outros sites. Não há scripts de análise, publicidade ou redes sociais de terceiros no ChatLink. Nossas páginas não fazem nenhuma solicitação a terceiros: QR Codes, detecção de país e bandeiras dos países são todos servidos pelo nosso próprio servidor, então abrir o ChatLink não avisa ninguém mais de que você fez uma visita.",
      ],
    },
    {
      heading: "Limites de uso e registros do servidor",
      paragraphs: [
        "Para impedir abusos, contamos as tentativas recentes: quantos links um endereço IP criou no último minuto, quantas vezes uma conta, um endereço ou um navegador tentou uma senha errada nos últimos 15 minutos, e quantos cadastros, pedidos de redefinição de senha ou e-mails de confirmação um endereço ou um endereço de e-mail teve na última hora. Um endereço IPv6 é contado junto com o resto da sua rede (os primeiros 64 bits). Cada contador é identificado por um hash com chave (SHA-256) do endereço ou do e-mail, feito com uma chave secreta que fica no nosso servidor, nunca pelo endereço em si. Os contadores ficam na memória, ou num cache Redis compartilhado quando o serviço roda em vários servidores, até o fim da janela de tempo deles (de um minuto a uma hora), e depois são descartados. Eles não são gravados no nosso banco de dados.",
        "Nosso servidor grava registros técnicos, como erros e eventos de início e parada do serviço, para que possamos manter o ChatLink funcionando e corrigir problemas. Usamos esses registros apenas para isso, restringimos o acesso a eles e não os usamos para análises nem para publicidade.",
      ],
    },
    {
      heading: "Como usamos as informações",
      paragraphs: ["Usamos as informações descritas acima apenas para:"],
      bullets: [
        "criar seus links e QR Codes e levar quem os abre à conversa certa do WhatsApp",
        "mostrar aos donos dos links as estatísticas de cliques dos próprios links",
        "manter sua conta, manter você conectado e responder quando você entrar em contato",
        "evitar spam, fraudes e abusos, e fazer valer nossos Termos de Serviço",
        "manter o serviço seguro, confiável e funcionando bem",
        "cumprir nossas obrigações legais",
      ],
    },
    {
      heading: "Como compartilhamos as informações",
      paragraphs: [
        "Não vendemos dados pessoais nem os compartilhamos com anunciantes ou corretores de dados.",
        "Um link foi feito para ser compartilhado: quem o abre é levado ao WhatsApp com o número de telefone e a mensagem pronta que ele contém. Fora isso, só compartilhamos informações com empresas que hospedam e operam nossa infraestrutura em nosso nome e sob nossas instruções, com um provedor de pagamentos caso existam planos pagos, e com autoridades quando a lei exigir ou quando for necessário para proteger pessoas de danos, como descrito nos nossos Termos de Serviço.",
        "Se o ChatLink um dia for vendido ou se fundir com outra organização, as informações poderão passar para o novo dono, que continuará obrigado a seguir esta política.",
      ],
    },
    {
      heading: "Por quanto tempo guardamos as informações",
      paragraphs: ["Guardamos as informações apenas pelo tempo necessário:"],
      bullets: [
        "os links são guardados até serem removidos, pelo dono ou por nós",
        "as contagens de cliques são guardadas enquanto existir o link a que pertencem",
        "os contadores de limite de uso são guardados até o fim da janela de tempo deles: um minuto para a criação de links, 15 minutos para tentativas de login, no máximo uma hora para todo o resto",
        "o cookie de dispositivo fica no seu navegador por um ano, ou até você apagá-lo; suas sessões de login terminam depois de 30 dias, ou quando você sai",
        "os links de redefinição de senha expiram depois de uma hora e são apagados quando um deles é usado ou quando sua senha ou seu e-mail mudam; os links de confirmação de e-mail expiram depois de três dias e são apagados quando um deles é usado (guardamos apenas um hash de cada link)",
        "quando você exclui sua conta, seus dados pessoais são apagados ou anonimizados em até 30 dias; na prática, isso acontece na hora: seu e-mail, sua senha, suas sessões, seu espaço de trabalho pessoal e os espaços compartilhados dos quais só você participa, com os links e as contagens de cliques deles, são apagados quando você confirma; os links que você criou num espaço de trabalho compartilhado com outras pessoas continuam nesse espaço, sem o seu nome",
        "os registros técnicos são guardados apenas pelo tempo necessário para operar e proteger o serviço",
      ],
    },
    {
      heading: "Seus direitos",
      paragraphs: [
        "Dependendo de onde você mora, e em especial pelo GDPR (Regulamento Geral sobre a Proteção de Dados) se você está na União Europeia ou no Reino Unido, você tem direitos sobre os seus dados pessoais.",
        `Para exercê-los, mande um e-mail para ${SUPPORT_EMAIL}. Respondemos a pedidos sobre privacidade em até 30 dias e podemos precisar confirmar que um link ou conta é seu antes de atender a um pedido.`,
        "Como não guardamos os endereços IP dos visitantes nem os cliques individuais, normalmente não temos nenhum dado pessoal de quem apenas abriu um link. Você também pode reclamar à autoridade de proteção de dados do seu país. Entre os seus direitos estão:",
      ],
      bullets: [
        "acessar os dados pessoais que temos sobre você",
        "corrigir dados incorretos",
        "apagar os seus dados",
        "receber os seus dados num formato portátil e legível por máquina",
        "se opor à forma como usamos os seus dados ou pedir que a limitemos",
      ],
    },
    {
      heading: "Transferências internacionais de dados",
      paragraphs: [
        "O ChatLink pode estar hospedado num país diferente daquele em que você mora, então suas informações podem ser processadas fora do seu país, inclusive fora do Espaço Econômico Europeu. Quando isso acontece, nós as protegemos com as salvaguardas que a lei exige, como cláusulas contratuais padrão aprovadas pela Comissão Europeia, e aplicamos esta política onde quer que as informações sejam processadas.",
      ],
    },
    {
      heading: "Segurança",
      paragraphs: ["Protegemos as informações que guardamos com medidas que incluem:"],
      bullets: [
        "coletar o mínimo possível, para que haja menos a proteger: nenhum endereço IP bruto e nenhum registro de cliques individuais",
        "senhas guardadas apenas como hashes scrypt, e impressões digitais de criador feitas com uma chave secreta",
        "cookies de sessão que scripts não conseguem ler",
        "links curtos que só podem levar ao WhatsApp, para que não sejam usados para redirecionar pessoas a sites perigosos",
        "limites de velocidade para a criação de links e acesso restrito aos nossos servidores e dados",
      ],
    },
    {
      heading: "Crianças",
      paragraphs: [
        "O ChatLink não é destinado a crianças. Você precisa ter pelo menos 13 anos para usá-lo, ou pelo menos 16 se mora na União Europeia ou no Espaço Econômico Europeu. Não coletamos intencionalmente dados pessoais de crianças abaixo dessas idades. Se você acredita que uma criança nos forneceu dados pessoais, entre em contato e nós os apagaremos.",
      ],
    },
    {
      heading: "Alterações desta política",
      paragraphs: [
        'Podemos atualizar esta política quando o serviço ou a lei mudarem. Mudaremos a data de "Última atualização" no topo desta página e, em caso de mudanças importantes, avisaremos no site ou por e-mail aos titulares de contas antes que elas entrem em vigor.',
      ],
    },
    {
      heading: "Fale conosco",
      paragraphs: [
        `Para qualquer dúvida sobre esta política ou sobre seus dados pessoais, mande um e-mail para ${SUPPORT_EMAIL}. Respondemos a pedidos sobre privacidade em até 30 dias.`,
      ],
    },
  ],
};
