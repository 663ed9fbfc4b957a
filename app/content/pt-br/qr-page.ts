import type { QR_PAGE_COPY as EN } from "../qr-page";
import type { Translated } from "../translated";

export const QR_PAGE_COPY: Translated<typeof EN> = {
  designer: {
    formLabel: "Configurações do QR Code personalizado",
    foreground: "Cor do código",
    background: "Cor do fundo",
    pickerLabel: "Seletor de {label}",
    hexLabel: "{label} em hexadecimal",
    contrastHint:
      "Use um código escuro sobre um fundo claro, com contraste de pelo menos 3:1, senão os celulares podem não ler o código.",
    logo: "Logo",
    optional: "(opcional)",
    logoHint:
      "PNG ou SVG, até {maxKb} KB, colocado no meio sobre uma pequena base (a correção de erros é aumentada para o código continuar legível). Num logo SVG, converta os textos em contornos antes: o download em PNG desenha as formas, mas não as fontes.",
    logoTooBig: "O logo é grande demais: no máximo {maxKb} KB.",
    logoSize: "Tamanho do logo",
    logoSizeNote: "(% da largura do código)",
    logoSizeHint:
      "De {min}% a {max}%: um logo maior esconde mais do código do que a correção de erros consegue reconstruir.",
    pngSize: "Tamanho do PNG",
    sizeOption: "{size} × {size} px",
    downloadPng: "Baixar PNG",
    downloadSvg: "Baixar SVG",
    previewHeading: "Pré-visualização",
    previewAlt: "QR Code de {code} nas cores escolhidas",
    previewAltLogo: "QR Code de {code} nas cores escolhidas, com o seu logo",
    updating: "Atualizando a pré-visualização…",
    scanFirst: "Leia com o celular antes de imprimir.",
  },
  ref: {
    label: "Contar as leituras do QR Code à parte",
    hint: "O código abre {target}, então as estatísticas mostram as leituras com a ref “qr”, separadas dos cliques. Códigos impressos antes de uma mudança continuam como eram.",
    hintOff: "O código abre {target}: as leituras são contadas junto com os outros cliques.",
    save: "Salvar",
    saving: "Salvando…",
    saved: "Salvo.",
    viewerNote: "Editores podem mudar isto.",
  },
  problems: {
    not_hex: "As cores devem ser valores hexadecimais, como #075e54.",
    low_contrast:
      "Essas cores são parecidas demais para o código ser lido com segurança (contraste de {ratio}:1; o mínimo é {min}:1). Escureça a cor do código ou clareie o fundo.",
    inverted:
      "Use um código escuro sobre um fundo claro: muitos apps leitores não conseguem ler códigos claros sobre fundo escuro.",
    logo_not_whole: "O tamanho do logo deve ser uma porcentagem inteira, como 30.",
    logo_too_large:
      "O logo é grande demais para o código ser lido: ele pode cobrir no máximo {max}% da largura do código (você escolheu {percent}%), porque a correção de erros só consegue reconstruir uma parte do que ele esconde. Escolha {max}% ou menos.",
    logo_too_small: "Escolha um tamanho de logo de pelo menos {min}%.",
    pngLimited:
      "Você baixou muitos PNGs no último minuto. Tente de novo em {seconds, plural, one {# segundo} other {# segundos}} ou baixe o SVG.",
    svgLimited:
      "Você gerou muitos SVGs no último minuto. Tente de novo em {seconds, plural, one {# segundo} other {# segundos}}.",
    ownerBusy: "Seus QR Codes anteriores ainda estão sendo gerados. Tente de novo quando terminarem.",
    busy: "O servidor está ocupado gerando outros QR Codes. Tente de novo em alguns segundos.",
    restarting: "O servidor está reiniciando. Tente de novo em instantes.",
    drawFailed: "Não foi possível gerar o QR Code. Tente de novo em instantes.",
    tooSlow: "Gerar o QR Code demorou demais. Tente de novo em instantes.",
    svgTooSlow:
      "O logo SVG demora demais para ser desenhado (filtros ou formas demais): simplifique-o ou envie um PNG.",
    svgFailed: "Não foi possível desenhar o logo SVG: simplifique-o ou envie um PNG.",
  },
  logoProblems: {
    empty: "O arquivo do logo está vazio: escolha uma imagem PNG ou SVG.",
    too_big: "O logo é grande demais: no máximo {maxKb} KB.",
    not_image: "O logo precisa ser uma imagem PNG ou SVG.",
    png_unreadable: "Não foi possível ler o logo PNG: salve-o de novo como PNG ou envie um SVG.",
    png_too_large: "O logo PNG pode ter no máximo {maxPx} × {maxPx} pixels: diminua-o.",
    svg_not_utf8: "O logo SVG precisa ser texto UTF-8: salve-o de novo como SVG simples.",
    svg_malformed:
      "O logo SVG não é um arquivo SVG bem formado: salve-o de novo como SVG simples ou envie um PNG.",
    svg_too_complex:
      "O logo SVG é complexo demais (elementos, níveis ou atributos demais): simplifique-o ou envie um PNG.",
    svg_external:
      "O logo SVG aponta para arquivos, endereços ou estilos externos: deixe tudo dentro do arquivo ou envie um PNG.",
    svg_failed: "Não foi possível desenhar o logo SVG: simplifique-o ou envie um PNG.",
  },
};
