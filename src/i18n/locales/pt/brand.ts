import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: 'Diretrizes da marca',
  metaDescription:
    'Diretrizes da marca {product}: tipografia, tokens de cor, componentes e as regras que mantêm cada página fiel à marca.',
  eyebrow: 'Sistema de design',
  title: 'Diretrizes da marca',
  subtitle:
    'A tipografia, as cores e os componentes por trás de cada página da {product}, e como usá-los bem.',
  contents: 'Nesta página',
  typography: {
    title: 'Hierarquia tipográfica',
    description:
      'Oito estilos de texto atendem a todas as necessidades. Os maiores se ajustam ao tamanho da tela para que os títulos fiquem equilibrados do celular ao desktop.',
    sample: 'Demos que vendem enquanto você dorme',
    listLabel: 'Estilos de texto',
    sizeLabel: 'Tamanho',
    roles: {
      hero: 'Títulos de landing pages, um por página',
      display: 'Títulos de página',
      heading: 'Títulos de seção',
      subheading: 'Títulos de cards e subseções',
      lead: 'Textos de abertura abaixo de um título',
      body: 'Texto corrido e formulários',
      caption: 'Rótulos, metadados e textos de ajuda',
      micro: 'Selos, avisos legais e sobretítulos',
    },
  },
  fonts: {
    title: 'Famílias tipográficas',
    description:
      'A Inter carrega a marca. Fontes do sistema e monoespaçadas assumem quando velocidade ou precisão importam mais.',
    primary: 'Principal',
    primaryUse:
      'Títulos, interface e texto corrido, com fontes do sistema como alternativa para japonês, coreano e chinês.',
    secondary: 'Secundária',
    secondaryUse: 'Código, números em tabelas e tokens técnicos.',
    specimen: 'Cada visitante recebe a demo perfeita.',
    stackLabel: 'Pilha de fontes',
  },
  colors: {
    title: 'Tokens de cor',
    description:
      'Use os tokens semânticos, nunca valores hexadecimais soltos, para que cada tela continue consistente e acessível.',
    listLabel: 'Cores semânticas',
    usage: {
      primary: 'Ações principais, links e anéis de foco',
      secondary: 'Botões discretos e superfícies secundárias',
      accent: 'Destaques e promoções, com moderação',
      muted: 'Fundos suaves para cards e seções',
      background: 'A tela de fundo da página',
      foreground: 'Texto corrido e ícones',
    },
  },
  components: {
    title: 'Componentes',
    description: 'Reaproveite estes blocos em vez de estilizar novos.',
    buttons: 'Botões',
    buttonLabels: {
      default: 'Comece grátis',
      accent: 'Aproveitar a oferta',
      outline: 'Agendar uma demo',
      secondary: 'Saiba mais',
      ghost: 'Cancelar',
      link: 'Ler o guia',
      destructive: 'Excluir demo',
      inverse: 'Começar agora',
    },
    forms: 'Campos de formulário',
    nameLabel: 'Nome completo',
    namePlaceholder: 'Ana Souza',
    messageLabel: 'Mensagem',
    messagePlaceholder: 'Conte sobre o seu produto e os seus compradores.',
    websiteLabel: 'Site da empresa',
    websiteValue: 'minha empresa',
    websiteError: 'Informe uma URL válida, como https://exemplo.com.br.',
    disabledLabel: 'ID do workspace',
    disabledValue: 'Atribuído automaticamente',
    badges: 'Selos',
    badgeLabels: {
      default: 'Novo',
      accent: '30% de comissão',
      outline: 'Atualizado',
      muted: 'Em breve',
      live: 'Ao vivo',
    },
  },
  rules: {
    title: 'O que fazer e o que evitar',
    description: 'Algumas regras mantêm a marca reconhecível e cada página fácil de usar.',
    do: 'Faça',
    dont: 'Evite',
    logoCaption:
      'Área de proteção: deixe livre ao redor do logotipo pelo menos a altura do símbolo.',
    items: [
      {
        topic: 'Área de proteção do logotipo',
        do: 'Mantenha ao redor do logotipo um espaço livre de pelo menos a altura do símbolo em todos os lados.',
        dont: 'Colocar o logotipo sobre fotos poluídas, distorcê-lo, mudar sua cor ou cercá-lo de outros elementos.',
      },
      {
        topic: 'Contraste de cores',
        do: 'Combine cada cor com o seu token de primeiro plano para que o texto atenda ao contraste WCAG AA.',
        dont: 'Usar texto cinza-claro sobre fundos coloridos ou transmitir significado apenas pela cor.',
      },
      {
        topic: 'Tom de voz',
        do: 'Escreva com clareza e confiança, comece pelo resultado para o cliente e sustente o que diz com números.',
        dont: 'Usar jargão, exageros ou pontos de exclamação em todas as frases.',
      },
      {
        topic: 'Tipografia',
        do: 'Use um único título hero ou display por página e deixe os estilos de texto ditarem o ritmo.',
        dont: 'Inventar novos tamanhos de fonte ou compor parágrafos longos em negrito ou caixa-alta.',
      },
      {
        topic: 'Movimento',
        do: 'Mantenha as animações curtas e com propósito, e respeite a preferência por movimento reduzido.',
        dont: 'Reproduzir automaticamente animações que não podem ser pausadas ou que desviam a atenção do conteúdo.',
      },
    ],
  },
};
