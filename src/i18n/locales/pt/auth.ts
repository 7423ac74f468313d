import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: 'Entrar',
  metaDescription:
    'Entre na {product} para criar demos de produto com IA, acompanhar cada conversa e descobrir quais visitantes estão prontos para comprar.',
  title: 'Que bom ver você de novo',
  subtitle: 'Entre para gerenciar suas demos com IA e dar seguimento aos seus leads mais quentes.',
  tabsLabel: 'Entrar ou criar uma conta',
  signInTab: 'Entrar',
  signUpTab: 'Criar conta',
  emailLabel: 'E-mail corporativo',
  emailPlaceholder: 'nome@empresa.com.br',
  rememberMe: 'Lembrar de mim por {days} dias',
  sendCode: 'Enviar código de {digits} dígitos',
  sendCodeHint: 'Enviaremos um código de {digits} dígitos por e-mail, sem senha para decorar.',
  divider: 'ou',
  signInWithPassword: 'Entrar com senha',
  redirecting: 'Abrindo a {product}…',
  noAccount: 'Não tem uma conta? {link}',
  signUpLink: 'Cadastre-se aqui',
  legalNote: 'Ao continuar, você concorda com nossos {terms} e nossa {privacy}.',
  termsLink: 'Termos de Serviço',
  privacyLink: 'Política de Privacidade',
  errors: {
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido, como nome@empresa.com.br.',
  },
  signUp: {
    title: 'Crie sua conta',
    subtitle: 'Lance sua primeira demo com IA em menos de 10 minutos. Sem cartão de crédito.',
    submit: 'Criar conta grátis',
    haveAccount: 'Já tem uma conta? {link}',
    signInLink: 'Entrar',
  },
  carousel: {
    label: 'O que você ganha com a {product}',
    previous: 'Slide anterior',
    next: 'Próximo slide',
    goTo: 'Mostrar slide {number}: {title}',
    slideLabel: '{number} de {total}',
    pause: 'Pausar apresentação',
    play: 'Reproduzir apresentação',
    slides: [
      {
        title: 'Análises em tempo real',
        description:
          'Acompanhe as demos ao vivo e veja quais funcionalidades cada visitante explora, pergunta e analisa com mais atenção.',
      },
      {
        title: 'Inteligência de leads',
        description:
          'Cada conversa recebe uma pontuação por orçamento, prazo e intenção de compra, para que o time de vendas ligue primeiro para as pessoas certas.',
      },
      {
        title: 'Insights de engajamento',
        description:
          'Descubra as perguntas e objeções mais frequentes e transforme-as em um pitch mais afiado.',
      },
    ],
  },
};
