import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: 'Preços',
  metaDescription:
    'Planos simples para demos de produto com IA: comece grátis no Base, cresça com o Growth ou vá de Enterprise com um agente de demo ao vivo.',
  title: 'Preços que crescem junto com o seu pipeline',
  subtitle:
    'Comece grátis, pague só pelas demos que usar e faça upgrade assim que seus compradores pedirem mais.',
  billing: {
    label: 'Período de cobrança',
    monthly: 'Mensal',
    yearly: 'Anual',
    yearlyBadge: 'Ganhe 100 demos',
  },
  card: {
    popular: 'Mais popular',
    perMonth: '/mês',
    perYear: '/ano',
    billedYearly: 'Cobrança anual, 15% de desconto',
    billedMonthly: 'Cobrança mensal, cancele quando quiser',
    demosLabel: 'Demos por mês',
    demoOption: '{count} demos/mês',
    allowance: '{count} demos/mês',
    allowanceBonus: '{count} demos/mês + {bonus} demos bônus por ano',
    quoteTitle: 'Peça um orçamento',
    quoteText: 'Preço por volume sob medida para o seu time.',
    bookDemo: 'Agende uma demo',
    customPrice: 'Sob medida',
    customText: 'Volume ilimitado, com preço pensado para o seu time.',
    includes: 'O que está incluído',
    moreInfo: '{feature}: saiba mais',
  },
  plans: {
    base: {
      description:
        'Para fundadores e times pequenos que estão testando demos com IA pela primeira vez.',
      cta: 'Comece grátis',
      features: [
        { label: '2 usuários', info: 'Convide um colega para criar e revisar demos com você.' },
        {
          label: '1 sala de demo',
          info: 'Um espaço de demo ao vivo para compartilhar no seu site ou por link.',
        },
        {
          label: 'Integrações limitadas',
          info: 'Conecte sua agenda e seu e-mail para receber os leads onde você já trabalha.',
        },
        {
          label: 'Análises básicas',
          info: 'Visualizações, taxa de conclusão e as perguntas que os visitantes mais fazem.',
        },
      ],
    },
    growth: {
      description: 'Para times de vendas e marketing que transformam tráfego do site em pipeline.',
      cta: 'Teste grátis',
      features: [
        { label: '10 usuários', info: 'Vendas, marketing e produto trabalhando nas mesmas demos.' },
        {
          label: 'Salas de demo ilimitadas',
          info: 'Uma sala sob medida para cada produto, segmento ou campanha.',
        },
        {
          label: 'Integrações e fluxos de trabalho',
          info: 'Envie leads qualificados para o seu CRM e dispare follow-ups com base no que os compradores dizem.',
        },
        {
          label: 'Análises avançadas',
          info: 'Intenção de compra, dores do cliente e as funcionalidades que fazem os negócios avançarem.',
        },
        {
          label: 'Sem a marca {product}',
          info: 'Suas demos mostram só a sua marca, sem logo ou selo da {product}.',
        },
      ],
    },
    enterprise: {
      description:
        'Para empresas que precisam de um agente ao vivo, IA personalizada e implantação completa.',
      cta: 'Fale com vendas',
      everythingIn: 'Tudo do Growth, e mais:',
      features: [
        { label: 'Domínio próprio', info: 'Hospede suas demos em demo.suaempresa.com.' },
        {
          label: 'Marca personalizada',
          info: 'Suas fontes, cores e logo em todas as telas.',
        },
        {
          label: 'Estruturas de demo sob medida',
          info: 'Roteiros e fluxos pensados para a sua metodologia de vendas.',
        },
        {
          label: 'Agente de demo ao vivo',
          info: 'Um agente de IA que fala, clica e navega pelo seu produto em tempo real.',
        },
        {
          label: 'Implantação e integração',
          info: 'Nosso time cria suas primeiras demos e conecta suas ferramentas.',
        },
        {
          label: 'Modelos de IA mais recentes',
          info: 'Acesso antecipado aos novos modelos de voz e raciocínio.',
        },
        {
          label: 'Avatar de IA personalizado',
          info: 'Um avatar realista inspirado na sua marca ou em alguém do seu time.',
        },
      ],
    },
  },
  booking: {
    title: 'Em dúvida sobre qual plano escolher?',
    subtitle: 'Escolha o melhor horário e um especialista vai apresentar tudo para você.',
    fallback: 'Abrir o calendário de agendamento',
  },
  faq: {
    title: 'Perguntas frequentes',
    items: [
      {
        question: 'Posso mudar de plano depois?',
        answer:
          'Sim. Você pode fazer upgrade ou downgrade a qualquer momento, e a mudança vale a partir do próximo ciclo de cobrança.',
      },
      {
        question: 'Quais formas de pagamento vocês aceitam?',
        answer:
          'Aceitamos os principais cartões de crédito e PayPal. Clientes Enterprise também podem pagar por transferência bancária.',
      },
      {
        question: 'Existe um período de teste grátis?',
        answer:
          'Sim. Todos os planos pagos têm 14 dias de teste grátis, sem precisar de cartão de crédito.',
      },
      {
        question: 'O que acontece se eu atingir o limite de demos?',
        answer:
          'Avisamos quando você estiver perto do limite, para que possa fazer upgrade ou contratar demos extras conforme precisar.',
      },
      {
        question: 'Vocês oferecem reembolso?',
        answer:
          'Os planos anuais têm garantia de reembolso de 30 dias: cancele em até 30 dias após o primeiro pagamento anual e devolvemos o valor integral. Os planos mensais podem ser cancelados a qualquer momento e continuam ativos até o fim do mês pago.',
      },
    ],
  },
};
