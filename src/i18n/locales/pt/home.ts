import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: 'Avatares de IA que apresentam seu produto 24/7',
  metaDescription:
    'Avatares de IA e agentes de IA ao vivo fazem demos realistas do seu produto para cada visitante, qualificam o interesse e o transformam em pipeline.',
  hero: {
    eyebrow: 'Agentes de demo com IA para times B2B',
    title: 'Avatares de IA que apresentam seu produto para {highlight}',
    titleWords: ['cada visitante', 'cada lead', 'cada fuso horário'],
    pitch:
      'Seus visitantes conhecem o produto no exato momento em que ficam curiosos, sem precisar marcar reunião. A {product} qualifica cada comprador e transforma interesse em oportunidades reais de venda.',
    primaryCta: 'Crie sua demo grátis',
    secondaryCta: 'ou fale com nosso time de vendas',
    trustLine: 'Sem cartão de crédito · No ar em menos de 10 minutos',
  },
  demo: {
    label: 'Demo de produto com IA ao vivo',
    posterAlt:
      'Um avatar de IA apresentando um painel de análises durante uma demo de produto ao vivo',
    live: 'Ao vivo',
    join: 'Entrar na demo',
    joinHint: 'Fale ou digite: o avatar de IA responde em tempo real.',
    frameTitle: 'Demo de produto ao vivo com um avatar de IA',
    enterFullscreen: 'Abrir em tela cheia',
    exitFullscreen: 'Sair da tela cheia',
    skip: 'Pular a demo e continuar rolando',
    openElsewhere: 'A demo não carrega? Abra em uma nova aba',
  },
  logos: {
    title: 'Times comerciais de empresas em rápido crescimento já confiam em nós',
  },
  painPoints: {
    title: 'Pare de perder negócios por causa de {phrase}',
    phrases: [
      'follow-ups lentos',
      'faltas nas demos agendadas',
      'leads não qualificados',
      'diferenças de fuso horário',
      'apresentações de produto genéricas',
      'times de pré-vendas sobrecarregados',
    ],
    pause: 'Pausar frases rotativas',
    play: 'Retomar frases rotativas',
  },
  features: {
    eyebrow: 'O que muda na prática',
    title:
      'Converta 3× mais visitantes em pipeline de vendas qualificado com demos conduzidas por IA',
    subtitle:
      'Um único avatar de IA apresenta, qualifica e passa o bastão: seu time só conversa com compradores prontos para avançar.',
    tryFree: 'Teste grátis',
    bookExpert: 'Ou agende uma demo com um especialista',
    cards: [
      {
        title: 'Ambiente de demo realista com IA',
        headline: 'Ofereça a cada visitante uma {highlight} do seu produto de verdade',
        highlight: 'demo ao vivo realista',
        subheadline:
          'O avatar navega pelo seu app real, responde perguntas em voz alta e adapta a narrativa a cada comprador.',
        meta: 'Configuração em menos de 10 minutos a partir da URL do produto',
      },
      {
        title: 'Conheça o comprador antes da primeira reunião',
        headline: 'Entre em cada reunião {highlight}',
        highlight: 'já conhecendo seu comprador',
        subheadline:
          'Empresa, cargo, orçamento e requisitos essenciais são captados durante a demo e resumidos antes mesmo do seu primeiro oi.',
        meta: '2,5× mais leads qualificados',
      },
      {
        title: 'Conversões 24 horas por dia',
        headline: 'Converta visitantes {highlight} no piloto automático',
        highlight: 'a qualquer hora',
        subheadline:
          'Quem chega de madrugada ou de outro fuso recebe a mesma demo de alto nível, com reunião marcada direto na sua agenda.',
        meta: 'Mais de 80 horas economizadas por mês',
      },
      {
        title: 'Fluxos automatizados a partir das conversas',
        headline: 'Dispare o {highlight} com base no que o comprador realmente diz',
        highlight: 'follow-up certo',
        subheadline:
          'Dores, orçamento, prazo, aderência ao perfil de cliente ideal (ICP), intenção de compra e casos de uso vão para o seu CRM e acionam o próximo passo.',
        meta: 'Follow-ups 2× mais rápidos',
      },
      {
        title: 'Saiba quais funcionalidades geram receita',
        headline: 'Veja quais funcionalidades {highlight}',
        highlight: 'geram receita',
        subheadline:
          'Cada pergunta e cada clique são ligados ao pipeline, para que produto e marketing saibam exatamente o que fecha negócios.',
        meta: '+38% na taxa de fechamento',
      },
    ],
    illustrations: {
      agentName: 'Ava · agente de demo com IA',
      visitorQuestion: 'Integra com o nosso CRM?',
      agentAnswer: 'Sim! Vou mostrar a sincronização ao vivo agora.',
      screenTitle: 'Visão do pipeline',
      profileTitle: 'Perfil do comprador',
      profileRows: [
        { label: 'Porte da empresa', value: '200–500 funcionários' },
        { label: 'Orçamento', value: 'US$\u00a040.000 por ano' },
        { label: 'Prazo', value: 'Neste trimestre' },
        { label: 'Intenção de compra', value: 'Alta' },
      ],
      activityTitle: 'Enquanto seu time dormia',
      activity: [
        'Demo concluída · lead qualificado',
        'Reunião marcada com vendas',
        'Follow-up enviado',
      ],
      signals: [
        'Dores',
        'Orçamento',
        'Prazo',
        'Aderência ao ICP',
        'Intenção de compra',
        'Casos de uso',
      ],
      actions: ['Criar negócio no CRM', 'Avisar vendas no chat', 'Enviar follow-up personalizado'],
      revenueTitle: 'Pipeline influenciado por funcionalidade',
      revenueFeatures: ['Análises', 'Integrações', 'Automações', 'Relatórios'],
    },
  },
  testimonial: {
    quote:
      '“Em um trimestre, a conversão do nosso site cresceu 300%. O avatar de IA apresenta nosso produto às 2 da manhã melhor do que a maioria de nós às 2 da tarde, e todo lead já chega qualificado.”',
    role: 'VP Comercial da Lumenly',
    label: 'Depoimento de cliente',
    ratingLabel: 'Nota 5 de 5',
  },
  roles: {
    eyebrow: 'Feito para cada time',
    title: 'Uma demo com IA, três times saem ganhando',
    subtitle:
      'Marketing, vendas e produto tiram de cada conversa exatamente os insights de que precisam.',
    tabsLabel: 'Times',
    items: {
      marketing: {
        tab: 'Times de marketing',
        team: 'Para times de marketing',
        badge: 'Crescimento de pipeline',
        metric: '3×',
        metricLabel: 'mais engajamento',
        description:
          'Transforme tráfego anônimo em pipeline mensurável. Veja quais públicos se engajam, quais mensagens funcionam e quais campanhas trazem compradores prontos.',
        points: ['Análise de público', 'Análise de demos', 'Análise de conversas'],
      },
      sales: {
        tab: 'Times de vendas',
        team: 'Para times de vendas',
        badge: 'Negócios mais rápidos',
        metric: '65%',
        metricLabel: 'de redução no ciclo de vendas',
        description:
          'Cada lead é qualificado e pontuado enquanto a demo acontece. Seus vendedores pulam a etapa de descoberta e focam nos negócios que podem fechar neste trimestre.',
        points: ['Qualificação de leads', 'Pontuação de leads', 'Casos de uso'],
      },
      product: {
        tab: 'Times de produto',
        team: 'Para times de produto',
        badge: 'Insights de produto',
        metric: '+10.000',
        metricLabel: 'perguntas de compradores analisadas',
        description:
          'Ouça o que os compradores pedem, com as palavras deles. Identifique funcionalidades que faltam, fluxos confusos e os diferenciais que fazem o negócio pender para o seu lado.',
        points: ['Inteligência de produto', 'Insights de IA', 'Feedback de clientes'],
      },
    },
  },
  results: {
    eyebrow: 'Resultados',
    title: 'Os números dos nossos clientes',
    items: [
      { value: '+38%', label: 'na taxa de fechamento' },
      { value: '+80\u00a0h', label: 'economizadas por mês' },
      { value: '2×', label: 'follow-ups mais rápidos' },
      { value: '1 mês', label: 'para o retorno do investimento' },
      { value: '3×', label: 'mais engajamento' },
      { value: '65%', label: 'de redução no ciclo de vendas' },
      { value: '2,5×', label: 'mais leads qualificados' },
      { value: '10 min', label: 'ou menos para configurar a partir da URL do seu produto' },
    ],
  },
  integrations: {
    eyebrow: 'Integrações',
    title: 'Funciona com as ferramentas que seu time já usa',
    subtitle:
      'Leads qualificados, resumos e próximos passos chegam onde seu time trabalha: chat, e-mail, ferramentas de design, CRM e agenda.',
    groups: {
      chat: 'Mensagens',
      mail: 'E-mail',
      design: 'Ferramentas de design',
      crm: 'CRM e vendas',
      scheduling: 'Agendamento',
    },
  },
  cta: {
    title: 'Pronto para deixar a IA apresentar seu produto?',
    text: 'Crie sua primeira demo com IA em minutos ou converse com nosso time sobre a implantação em toda a empresa.',
    primary: 'Crie uma demo',
    secondary: 'Agende uma conversa com vendas',
  },
  faq: {
    title: 'Perguntas frequentes',
    items: [
      {
        question: 'Como funciona uma demo com IA?',
        answer:
          'Você compartilha a URL do seu produto e algumas observações. A {product} cria um avatar de IA que conhece seu produto, mostra tudo ao vivo na tela e responde aos visitantes por voz ou chat, no seu site, a qualquer hora.',
      },
      {
        question: 'Quanto tempo leva a configuração?',
        answer:
          'A maioria dos times entra no ar em menos de 10 minutos: cole a URL do produto, escolha um avatar e incorpore a demo ao seu site com um único trecho de código.',
      },
      {
        question: 'Como os visitantes são qualificados?',
        answer:
          'Durante a conversa, o avatar identifica dores, orçamento, prazo, aderência ao perfil de cliente ideal (ICP), intenção de compra e casos de uso. Cada lead recebe uma pontuação e um resumo, e o fluxo certo começa automaticamente.',
      },
      {
        question: 'Integra com nosso CRM e nossa agenda?',
        answer:
          'Sim. Leads qualificados e resumos das conversas são sincronizados com o seu CRM, leads quentes marcam reunião direto na sua agenda e os alertas chegam ao chat do time ou à sua caixa de entrada.',
      },
      {
        question: 'Posso testar de graça?',
        answer:
          'Sim. Você pode criar uma demo de graça e fazer upgrade quando precisar de mais demos, usuários ou análises avançadas. Não é preciso cartão de crédito para começar.',
      },
    ],
  },
};
