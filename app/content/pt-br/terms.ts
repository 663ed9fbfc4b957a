import { SUPPORT_EMAIL, UPTIME_PROMISE } from "../site";
import type { TermsContent } from "../terms";

export const TERMS: TermsContent = {
  meta: {
    title: "Termos de Serviço | ChatLink",
    description:
      "Os termos de uso do gerador de link do WhatsApp, dos links curtos e dos QR Codes do ChatLink: quem pode usar, uso aceitável, remoção e responsabilidade.",
    keywords: [
      "termos de serviço ChatLink",
      "termos do gerador de link WhatsApp",
      "política de uso aceitável",
      "termos de link curto",
      "termos e condições",
    ],
  },
  intro:
    "Estes Termos de Serviço explicam as regras para usar o ChatLink, o site e serviço que cria links de conversa do WhatsApp, links curtos e QR Codes. Leia com atenção. Ao usar o ChatLink, você concorda com eles.",
  sections: [
    {
      heading: "Aceitação destes Termos",
      paragraphs: [
        'Estes Termos são um acordo entre você e o responsável pelo ChatLink ("ChatLink", "nós"). Eles valem sempre que você visita o site, usa o gerador de links ou o widget para incorporar, abre um link curto do ChatLink ou cria uma conta.',
        'Se você não concorda com estes Termos, não use o ChatLink. Se você usa o ChatLink em nome de uma empresa ou outra organização, você confirma que tem autorização para aceitar estes Termos por ela, e "você" inclui essa organização.',
      ],
    },
    {
      heading: "Quem pode usar e idade mínima",
      paragraphs: [
        "Você precisa ter pelo menos 13 anos para usar o ChatLink. Se você mora na União Europeia ou no Espaço Econômico Europeu, precisa ter pelo menos 16 anos. Se você ainda não atingiu a maioridade no lugar onde mora, só pode usar o ChatLink com a permissão de um dos pais ou responsável legal que concorde com estes Termos.",
        "Você não pode usar o ChatLink se nós já tivermos banido você ou a sua conta, ou se a lei que se aplica a você proibir o uso.",
      ],
    },
    {
      heading: "O serviço",
      paragraphs: [
        "O ChatLink transforma um número de telefone do WhatsApp, com uma mensagem pronta opcional e um apelido personalizado opcional, num link curto e num QR Code. Quando alguém abre o link curto, nós encaminhamos a pessoa ao endereço de conversa do próprio WhatsApp, que abre uma conversa individual com esse número. Links para conversas em grupo não são aceitos.",
        "Você pode usar o gerador sem conta. Uma conta acrescenta recursos como a edição de links e as estatísticas de cliques. Podemos adicionar, alterar ou remover recursos e podemos definir limites razoáveis, por exemplo de quantos links podem ser criados em pouco tempo, para manter o serviço justo e disponível para todos.",
      ],
    },
    {
      heading: "Sua conta",
      paragraphs: [
        "Para criar uma conta, você precisa de um endereço de e-mail e de uma senha. Informe dados corretos e mantenha-os atualizados.",
        "Mantenha sua senha em segredo e não compartilhe sua conta. Você é responsável por tudo o que acontece na sua conta. Avise-nos imediatamente pelo endereço de contato abaixo se achar que alguém a usou sem a sua permissão.",
        "Você pode excluir sua conta a qualquer momento nas configurações da conta.",
      ],
    },
    {
      heading: "Uso aceitável",
      paragraphs: [
        "Use o ChatLink apenas para fins legais e de um jeito que respeite as outras pessoas. Em especial, você não pode:",
      ],
      bullets: [
        "enviar spam ou mensagens em massa não solicitadas, nem usar links para coletar contatos para spam",
        "aplicar golpes, phishing, fraudes ou qualquer esquema para enganar pessoas ou tirar delas dinheiro ou dados",
        "compartilhar, promover ou combinar qualquer coisa ilegal",
        "se passar por qualquer pessoa, empresa ou organização, nem enganar as pessoas sobre com quem estão falando",
        "criar links para um número de telefone que você não tem direito de usar, ou sem o consentimento da pessoa a quem ele pertence",
        "assediar, ameaçar ou agredir quem quer que seja",
        "criar links em massa por meios automatizados, burlar limites de uso ou banimentos, nem interferir no serviço ou sobrecarregá-lo",
        "sondar, varrer ou testar a segurança do ChatLink sem a nossa permissão por escrito",
        "violar os termos de serviço do próprio WhatsApp ou qualquer lei que se aplique a você",
      ],
    },
    {
      heading: "Links e conteúdo que você cria",
      paragraphs: [
        "Você é responsável pelos números de telefone, mensagens e apelidos que coloca no ChatLink e pela forma como compartilha os links e QR Codes gerados. Você confirma que tem o direito de usá-los e que eles não violam estes Termos nem a lei.",
        "Você mantém os direitos que tiver sobre o seu conteúdo. Você nos concede uma licença mundial, não exclusiva e gratuita para armazenar, copiar, processar e exibir esse conteúdo apenas na medida necessária para operar, proteger e melhorar o ChatLink, por exemplo para redirecionar quem abre o seu link e para mostrar a você as estatísticas dele.",
        "Um link leva as pessoas a uma conversa do WhatsApp com o número para o qual foi criado. Quem o abre pode ver esse número e a mensagem pronta, então só crie links que você não se importe em compartilhar.",
      ],
    },
    {
      heading: "Conteúdo proibido",
      paragraphs: ["Links, apelidos e mensagens não podem conter, promover ou levar a:"],
      bullets: [
        "material de abuso sexual infantil, ou qualquer conteúdo que sexualize ou coloque menores em perigo",
        "produtos ou serviços ilegais, incluindo drogas, armas, produtos falsificados e dados roubados",
        "ofertas fraudulentas, prêmios falsos, golpes de investimento ou pedidos de senhas ou dados de pagamento",
        "malware, ou instruções feitas para prejudicar aparelhos ou contas",
        "discurso de ódio, ou conteúdo que incite violência contra qualquer pessoa ou grupo",
        "conteúdo que viole direitos autorais, marcas ou outros direitos de terceiros",
        "informações pessoais de outras pessoas compartilhadas sem o consentimento delas",
        "conteúdo sexualmente explícito enviado a quem não pediu",
      ],
    },
    {
      heading: "Monitoramento, investigação e aplicação",
      paragraphs: [
        "Não somos obrigados a revisar os links e mensagens que as pessoas criam, mas podemos fazer isso a qualquer momento. Podemos monitorar o uso do ChatLink, investigar suspeitas de violação destes Termos e remover ou desativar qualquer link ou conteúdo.",
        "Podemos suspender ou encerrar qualquer conta, e impedir qualquer pessoa de criar links, quando acreditarmos que estes Termos ou a lei foram violados, ou para proteger o ChatLink, seus usuários ou as pessoas que abrem seus links.",
        "Colaboramos com as autoridades policiais e atendemos a pedidos legais das autoridades, e podemos compartilhar com elas informações sobre links e contas quando a lei exigir ou quando acreditarmos de boa-fé que isso é necessário para evitar danos.",
      ],
    },
    {
      heading: "Remoção de conteúdo e banimentos",
      paragraphs: [
        "Links e contas que violam estes Termos podem ser excluídos ou banidos permanentemente sem aviso. Conteúdo excluído não pode ser recuperado, e não somos obrigados a guardar cópias dele.",
        "Quando uma conta é banida, todos os links dela param de funcionar e quem os abre vê a página Link não encontrado. Uma pessoa banida não pode criar uma nova conta nem continuar usando o ChatLink de outra forma.",
        "Se você acha que removemos um link ou banimos uma conta por engano, escreva para o endereço de contato abaixo e analisaremos o caso novamente.",
      ],
    },
    {
      heading: "Propriedade intelectual",
      paragraphs: [
        "O ChatLink, incluindo nome, logotipo, design, textos e software, pertence a nós ou a nossos licenciantes e é protegido pelas leis de propriedade intelectual. Estes Termos não dão a você nenhum direito de usar nosso nome ou logotipo, exceto para se referir ao serviço de forma justa e correta.",
        "Você pode usar os links e QR Codes que cria, inclusive em materiais impressos, em publicidade e no seu próprio site, e pode incorporar nosso gerador com o código do widget que fornecemos. Não copie, modifique nem revenda o serviço em si, nem remova dele qualquer aviso.",
      ],
    },
    {
      heading: "WhatsApp e outros serviços de terceiros",
      paragraphs: [
        "WhatsApp é uma marca registrada de sua proprietária, a WhatsApp LLC, uma empresa da Meta. ChatLink é um serviço independente. Ele não é afiliado, endossado nem patrocinado pelo WhatsApp ou pela Meta.",
        "Nossos links abrem o WhatsApp, um serviço separado, operado por terceiros, com seus próprios termos e política de privacidade. Não controlamos o WhatsApp, se um número está cadastrado nele ou como ele trata as conversas, e não somos responsáveis por ele.",
        "Quando o ChatLink usa outros terceiros, por exemplo um provedor de pagamentos caso sejam oferecidos planos pagos, os termos deles também se aplicam ao que eles fazem.",
      ],
    },
    {
      heading: "Disponibilidade do serviço",
      paragraphs: [
        `Nosso objetivo é que o ChatLink e seus links fiquem disponíveis ${UPTIME_PROMISE} do tempo, e projetamos e operamos o serviço para cumprir esse objetivo. É um objetivo, não uma promessa.`,
        "Não garantimos nenhum nível de disponibilidade e não oferecemos reembolsos, créditos ou qualquer outra compensação por indisponibilidade.",
        "O ChatLink pode ficar indisponível às vezes, por exemplo para manutenção, por falhas ou por eventos fora do nosso controle, como falhas de redes, de provedores de hospedagem ou do próprio WhatsApp.",
      ],
    },
    {
      heading: "Isenções de garantia",
      paragraphs: [
        'O ChatLink é oferecido "no estado em que se encontra" e "conforme disponível". Na máxima extensão permitida por lei, não damos garantias de nenhum tipo, expressas ou implícitas, incluindo garantias de comerciabilidade, de adequação a uma finalidade específica, de não violação de direitos, ou de que o serviço funcionará sem interrupções, sem erros ou com segurança.',
        "Não verificamos quem está por trás de um link nem se uma mensagem é verdadeira. Tome cuidado ao falar com pessoas que você não conhece e nunca envie senhas ou dados de pagamento a alguém em quem você não confia.",
        "Nada nestes Termos limita os direitos que você tem como consumidor e que não podem ser limitados por contrato.",
      ],
    },
    {
      heading: "Limitação de responsabilidade",
      paragraphs: [
        "Na máxima extensão permitida por lei, não somos responsáveis por danos indiretos, incidentais, especiais, consequenciais ou punitivos, nem por qualquer perda de lucros, receita, dados, negócios ou reputação, decorrentes ou relacionados ao seu uso do ChatLink.",
        "Na máxima extensão permitida por lei, nossa responsabilidade total por todas as reclamações decorrentes ou relacionadas ao ChatLink se limita ao valor que você nos pagou pelo serviço nos 12 meses anteriores ao fato que deu origem à reclamação. Se você só usou o serviço gratuito, esse valor é zero.",
        "Esses limites não se aplicam à responsabilidade que não pode ser limitada ou excluída por lei, como a responsabilidade por morte ou lesão corporal causada por negligência, ou por fraude.",
      ],
    },
    {
      heading: "Indenização",
      paragraphs: [
        "Você concorda em defender, indenizar e isentar o ChatLink e seus responsáveis de quaisquer reclamações, danos, perdas e custos, incluindo honorários advocatícios razoáveis, que decorram dos links e conteúdos que você cria, do seu uso do ChatLink ou da sua violação destes Termos ou da lei.",
      ],
    },
    {
      heading: "Alterações destes Termos",
      paragraphs: [
        'Podemos atualizar estes Termos de tempos em tempos. Quando isso acontecer, mudaremos a data de "Última atualização" no topo desta página e, em caso de mudanças importantes, avisaremos com antecedência razoável no site ou por e-mail aos titulares de contas.',
        "Se você continuar usando o ChatLink depois que as mudanças entrarem em vigor, você aceita os Termos atualizados. Se não concordar com eles, pare de usar o ChatLink e exclua sua conta.",
      ],
    },
    {
      heading: "Lei aplicável e contato",
      paragraphs: [
        "Estes Termos são regidos pelas leis do país em que o responsável pelo ChatLink está estabelecido, sem considerar as regras de conflito de leis. Se você é consumidor, também mantém a proteção das leis obrigatórias do país onde mora e pode entrar com uma ação nos tribunais desse país.",
        "Se alguma parte destes Termos não puder ser aplicada, o restante continua valendo. Se deixarmos de exigir o cumprimento de alguma parte destes Termos, isso não significa que abrimos mão do direito de exigi-lo depois.",
        `Dúvidas sobre estes Termos? Mande um e-mail para ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
  notice:
    "ChatLink é um serviço independente e não é afiliado, endossado nem patrocinado pela WhatsApp LLC ou pela Meta Platforms, Inc. WhatsApp é uma marca registrada da WhatsApp LLC.",
};
