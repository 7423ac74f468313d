import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: 'Faça sua agência crescer com demos impulsionadas por IA',
  metaDescription:
    'Demos com IA white label para agências: gestão de vários clientes, análises avançadas e implantação rápida.',
  hero: {
    eyebrow: 'Para agências',
    title: 'Faça sua agência crescer com demos impulsionadas por IA',
    subtitle:
      'Dê a cada cliente uma demo com IA que vende 24 horas por dia, com a sua marca e tudo gerenciado em um único painel.',
    becomePartner: 'Seja parceiro',
    scheduleConsultation: 'Agende uma conversa',
  },
  features: {
    title: 'Tudo o que você precisa para revender demos com IA',
    subtitle: 'Lance mais rápido, atenda mais clientes e comprove resultados sem aumentar o time.',
    items: [
      {
        title: 'Soluções white label',
        description:
          'Entregue demos com a sua marca, com seu logo, suas cores e seu domínio em todas as telas.',
      },
      {
        title: 'Gestão de vários clientes',
        description:
          'Gerencie todas as contas em um único painel, com espaços de trabalho, usuários e dados separados.',
      },
      {
        title: 'Análises avançadas',
        description:
          'Mostre a cada cliente os leads, os sinais de intenção e a receita gerados pelas demos, em relatórios prontos para compartilhar.',
      },
      {
        title: 'Implantação rápida',
        description:
          'Da URL do produto a uma demo com IA ao vivo em menos de dez minutos — depois, é só replicar para todos os clientes.',
      },
    ],
  },
  checklist: {
    title: 'Feito para agências desde o primeiro dia',
    subtitle: 'As ferramentas, o suporte e os programas que ajudam nossos parceiros a crescer.',
    items: [
      'Ambientes isolados para cada cliente',
      'Marca e domínio personalizados',
      'Ferramentas de criação de demos em massa',
      'Relatórios consolidados da agência',
      'Suporte prioritário para parceiros',
      'Divisão de receita',
      'Treinamento e certificação',
      'Programas de co-marketing',
    ],
  },
  testimonials: {
    title: 'Agências que crescem com a {product}',
    rating: 'Avaliação: {rating} de 5',
    items: [
      {
        quote:
          'Colocamos demos com IA no ar para doze clientes em um único mês. Os leads qualificados aumentaram em todas as contas, e com o white label os clientes veem a nossa marca, não a de outra empresa.',
        role: 'Fundadora da Northwind Digital',
      },
      {
        quote:
          'Os relatórios tomavam todas as nossas sextas-feiras. Agora cada cliente vê com clareza o pipeline que suas demos geram, e a nossa retenção nunca foi tão alta.',
        role: 'Diretor de Crescimento da Brightpath Agency',
      },
    ],
  },
  cta: {
    title: 'Pronto para fazer sua agência crescer?',
    subtitle:
      'Entre para o programa de parceiros e ofereça aos seus clientes demos que vendem enquanto eles dormem.',
    apply: 'Candidate-se à parceria',
    guide: 'Peça o guia do parceiro',
    guideHint: 'Enviaremos o guia por e-mail',
    guideSubject: 'Pedido do guia do parceiro',
    guideBody: 'Olá, podem me enviar o guia do parceiro da {product}? Nome da agência: ',
  },
};
