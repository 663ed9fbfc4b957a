import type { FaqContent } from "../faq";
import { SUPPORT_EMAIL, SUPPORT_REPLY_TIME } from "../site";

export const FAQ: FaqContent = {
  meta: {
    title: "Perguntas frequentes: link do WhatsApp | ChatLink",
    description:
      "Tire suas dúvidas sobre o ChatLink: links do WhatsApp grátis, QR Code, apelidos personalizados, formatação de mensagem, estatísticas e privacidade.",
    keywords: [
      "dúvidas link do WhatsApp",
      "como funciona link do WhatsApp",
      "link wa.me ajuda",
      "QR Code do WhatsApp",
      "link de grupo do WhatsApp",
      "link do WhatsApp expira",
      "suporte ChatLink",
    ],
  },
  intro: {
    heading: "Perguntas frequentes",
    body: "Tudo o que você precisa saber para criar e compartilhar links do WhatsApp com o ChatLink.",
  },
  items: [
    {
      question: "O que é o ChatLink?",
      answer:
        "O ChatLink é um gerador de link do WhatsApp gratuito. Você informa um número de WhatsApp e, se quiser, um apelido personalizado e uma mensagem, e o ChatLink gera um link curto e um QR Code. Quem abrir o link ou escanear o código entra direto numa conversa do WhatsApp com esse número, sem precisar salvar o contato antes.",
    },
    {
      question: "O ChatLink é grátis mesmo?",
      answer:
        "Sim. Criar links do WhatsApp, URLs curtas e QR Codes é grátis, e você não precisa de cartão de crédito. Para manter o serviço justo para todos, há um limite de links que cada pessoa pode criar por hora. Você pode usar o gerador sem conta ou criar uma conta gratuita para editar seus links e ver as estatísticas de cliques.",
    },
    {
      question: "Preciso instalar alguma coisa?",
      answer:
        "Não. O ChatLink funciona no navegador de qualquer celular, tablet ou computador. Não há aplicativo nem extensão para instalar. Quem abrir o seu link só precisa ter o WhatsApp.",
    },
    {
      question: "Dá para ter um QR Code do meu link?",
      answer:
        "Sim. Todo link vem com um QR Code, que aparece ao lado dele assim que você clica em Gerar link. Baixe em PNG para o dia a dia ou em SVG para imprimir nítido em qualquer tamanho, e coloque em panfletos, cardápios, embalagens ou cartões de visita. É só apontar a câmera do celular para abrir a conversa.",
    },
    {
      question: "Posso personalizar meus links?",
      answer:
        "Sim. Escolha seu próprio apelido em vez de um código aleatório, como o nome da sua empresa, e adicione uma mensagem pronta para que toda conversa já comece com as palavras certas. Com uma conta, você também pode personalizar seus QR Codes com as cores e o logotipo da sua marca.",
    },
    {
      question: "O que posso usar como apelido personalizado?",
      answer:
        "O apelido tem de 5 a 50 caracteres e pode ter letras, números, sublinhados (_) e hifens (-). Outros caracteres, como espaços, são removidos enquanto você digita. Maiúsculas e minúsculas não fazem diferença, então MinhaLoja e minhaloja são o mesmo link. Cada apelido só pode ser usado uma vez, e palavras que o próprio site usa, como faq ou login, não estão disponíveis.",
    },
    {
      question: "Como formato a mensagem pronta?",
      answer:
        "Use os botões de formatação acima da caixa de mensagem ou digite os próprios marcadores do WhatsApp: *negrito* para negrito, _itálico_ para itálico, ~tachado~ para tachado e ```monoespaçado``` para monoespaçado. Selecione um trecho antes para formatá-lo, ou clique num botão sem nada selecionado para inserir um par vazio e digitar entre os marcadores.",
    },
    {
      question: "Qual o tamanho máximo da mensagem pronta?",
      answer:
        "Até 1.000 caracteres. O contador abaixo da caixa de mensagem mostra quantos você já usou. Espaços no início e no fim são removidos e, se você deixar a caixa vazia, a conversa simplesmente abre sem nada digitado.",
    },
    {
      question: "Consigo ver quantas pessoas clicam nos meus links?",
      answer:
        "Sim, com uma conta gratuita. Para cada link, você vê os cliques ao longo do tempo e de onde eles vieram: país, tipo de dispositivo, sistema operacional, navegador e site de origem. Cliques de robôs e de pré-visualizações de link são contados à parte, para que seus números mostrem pessoas de verdade.",
    },
    {
      question: "O ChatLink é seguro?",
      answer:
        "Sim. Um link curto do ChatLink só pode levar a uma conversa do WhatsApp, então ele não pode ser usado para redirecionar a um site de phishing. Não usamos rastreadores nem scripts de anúncios de terceiros, não guardamos o endereço IP dos visitantes, as senhas das contas são guardadas apenas como hashes fortes de mão única, e links que violam nossos termos são removidos.",
    },
    {
      question: "Minha equipe pode usar o ChatLink?",
      answer:
        "Sim. Crie um espaço de trabalho compartilhado e convide seus colegas por e-mail, cada um com seu próprio login e uma função: leitores veem links e cliques, editores também criam e alteram links, administradores também gerenciam membros, importações e chaves de API. Cadastre como atendentes as pessoas que respondem às conversas, cada uma com seu número, departamento e horário de atendimento, e crie um link de equipe: um único link e QR Code cujas conversas vão para quem estiver disponível, em rodízio, por peso ou para o mesmo atendente com quem o visitante já falou. Quando ninguém está disponível, o visitante vê quando vocês voltam a atender e ainda pode mandar uma mensagem. Suas próprias ferramentas podem fazer o mesmo com chaves de API.",
    },
    {
      question: "Os links funcionam no celular e no computador?",
      answer:
        "Sim. No celular, o link abre o aplicativo do WhatsApp. No computador, abre o WhatsApp Desktop, se estiver instalado, ou o WhatsApp Web no navegador. A conversa abre com o seu número e a sua mensagem pronta para enviar.",
    },
    {
      question: "Posso alterar um link depois de criado?",
      answer:
        "Sim, se o link for da sua conta. Você pode trocar o número de telefone ou a mensagem pelo painel, e a URL curta e o QR Code continuam exatamente iguais, então tudo o que você já imprimiu ou compartilhou continua funcionando. Links criados sem conta não podem ser editados, então cadastre-se antes se pretende imprimir.",
    },
    {
      question: "Quais países são aceitos?",
      answer:
        "Números de mais de 200 países e territórios. Informe o número completo com o código do país, como +55 para o Brasil, +351 para Portugal ou +1 para os Estados Unidos e o Canadá. O gerador detecta o seu país e preenche o código para você, e também reconhece códigos mais longos: +1 876, por exemplo, é identificado como Jamaica.",
    },
    {
      question: "Preciso de uma conta do WhatsApp Business?",
      answer:
        "Não. O ChatLink funciona com qualquer número de WhatsApp, seja no WhatsApp comum ou no WhatsApp Business. A única exigência é que o número esteja cadastrado no WhatsApp.",
    },
    {
      question: "Posso criar um link para um grupo do WhatsApp?",
      answer:
        "Não. O ChatLink cria apenas links para conversas individuais: cada link abre uma conversa privada com um único número de telefone. Para convidar pessoas para um grupo, use o link de convite que o WhatsApp gera nas configurações do grupo.",
    },
    {
      question: "Meus links expiram?",
      answer:
        "Não. Seus links e QR Codes continuam funcionando enquanto existirem. Um link só para de funcionar se o dono o excluir ou se nós o removermos por violar nossos Termos de Serviço.",
    },
    {
      question: "O que acontece quando um link é removido?",
      answer:
        "Quem abrir um link removido vê uma página de Link não encontrado em vez de ir para o WhatsApp, então confira se nada do que você imprimiu ou compartilhou ainda aponta para ele. Links excluídos não podem ser recuperados; crie um novo link se ainda precisar.",
    },
    {
      question: "Posso colocar o gerador no meu próprio site?",
      answer:
        "Sim. Nosso widget gratuito coloca o gerador de links completo no seu site com uma tag iframe e algumas linhas de script embutido que ajustam o tamanho (nenhum arquivo de script para carregar, nenhuma chave de API). Copie o código na página do Widget e cole no HTML da sua página.",
    },
    {
      question: "Quem pode ver meu número de telefone?",
      answer:
        "Qualquer pessoa que abrir o seu link pode ver o seu número, porque o link abre uma conversa do WhatsApp com ele, como se você mesmo tivesse passado o número. Não publicamos nenhuma lista de links e nunca vendemos nem compartilhamos o seu número para fins de marketing. Só compartilhe seus links onde você quer que as pessoas entrem em contato.",
    },
  ],
  supportNote: `Ainda tem alguma dúvida? Mande um e-mail para ${SUPPORT_EMAIL}.`,
  supportReplyNote: `Nossa equipe de suporte costuma responder em até ${SUPPORT_REPLY_TIME}.`,
};
