import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live: o agente de IA para demos ao vivo',
  metaDescription:
    'O {product} Live é um agente de IA em tempo real que apresenta seu produto, navega por ele e destaca o que importa para cada visitante.',
  banner: {
    label: 'Novidade',
    text: 'Conheça o {product} Live',
    learnMore: 'Saiba mais',
    dismiss: 'Fechar aviso',
  },
  hero: {
    eyebrow: 'Novo',
    title: 'Conheça o {product} Live, o agente de IA que apresenta seu produto ao vivo',
    subtitle:
      'Ele conversa com seus compradores, navega pelo seu produto de verdade e destaca o que importa para cada um, em tempo real, em cada visita.',
    seeItLive: 'Veja ao vivo',
    watchVideo: 'Assista ao vídeo',
    imageAlt:
      'Um agente do {product} Live apresentando um painel de produto, com o cursor clicando em um gráfico destacado',
  },
  video: {
    title: '{product} Live em ação',
    description:
      'Veja o agente ao vivo conduzir uma demo completa, da primeira pergunta à reunião agendada.',
    frameTitle: 'Vídeo do produto {product} Live',
    close: 'Fechar vídeo',
    openElsewhere: 'O vídeo não carrega? Abra em uma nova aba',
  },
  highlights: {
    title: 'Uma demo com a cara do seu melhor vendedor',
    items: [
      {
        title: 'Apresenta como um especialista',
        description:
          'O agente conta a sua história com as suas palavras, se adapta a cada pergunta e nunca tem um dia ruim.',
      },
      {
        title: 'Clica e navega',
        description:
          'Ele opera o seu produto real, abrindo telas e executando fluxos enquanto explica cada passo.',
      },
      {
        title: 'Mostra e destaca',
        description:
          'Ele aponta as funcionalidades que interessam a cada comprador, para que o valor fique claro em segundos, sem slides.',
      },
    ],
  },
  benefits: {
    title: 'O que muda com o {product} Live',
    subtitle:
      'Tudo o que uma demo conduzida por uma pessoa faz de melhor, disponível para cada visitante a qualquer hora.',
    items: [
      {
        title: 'Agente ao vivo de verdade',
        description:
          'Não é uma gravação: é um agente ao vivo que ouve, responde e reage a cada comprador no momento.',
      },
      {
        title: 'Mais fácil de configurar',
        description:
          'Compartilhe a URL do seu produto e seu agente fica pronto em minutos, sem roteiros nem gravações.',
      },
      {
        title: 'Mais autonomia para o comprador',
        description:
          'Os compradores exploram no próprio ritmo e recebem respostas diretas, sem esperar por uma reunião.',
      },
      {
        title: 'Mais conversões',
        description:
          'Visitantes qualificados agendam conversas enquanto o interesse está alto, e seu time já chega sabendo do que eles precisam.',
      },
    ],
  },
  cta: {
    title: 'Pronto para transformar suas demos?',
    subtitle: 'Lance hoje sua primeira demo ao vivo com IA. Sem cartão de crédito.',
    button: 'Comece hoje mesmo',
  },
};
