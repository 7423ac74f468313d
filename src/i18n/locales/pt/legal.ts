import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  lastUpdated: 'Última atualização: {date}',
  contents: 'Sumário',
  backToTop: 'Voltar ao topo',
  emailLabel: 'E-mail',
  addressLabel: 'Endereço postal',
  privacy: {
    metaTitle: 'Política de Privacidade',
    metaDescription:
      'Como a {product} coleta, usa, compartilha e protege dados pessoais, e quais são suas escolhas e seus direitos.',
    title: 'Política de Privacidade',
    summary:
      'Sua confiança é importante para nós. Esta política explica quais dados coletamos, por que os coletamos e como você mantém o controle.',
    sections: {
      introduction: {
        title: 'Introdução',
        body: [
          'Esta Política de Privacidade explica como a {product}, Inc. (“{product}”, “nós”) coleta, usa e protege dados pessoais quando você visita nosso site ou usa nossa plataforma de demos com IA (o “Serviço”). Ao usar o Serviço, você reconhece as práticas descritas aqui. Se não concordar com elas, não use o Serviço.',
        ],
      },
      informationCollected: {
        title: 'Dados que coletamos',
        body: [
          'Coletamos as informações que você nos fornece, as geradas pelo uso do Serviço e as provenientes das plataformas que você decide conectar:',
        ],
        items: [
          'Dados da conta, como nome, e-mail corporativo, empresa e informações de cobrança.',
          'Dados de demos e conversas, incluindo as perguntas que os visitantes fazem às suas demos com IA e as respostas dadas.',
          'Dados de uso e do dispositivo, como endereço IP, tipo de navegador, páginas visitadas e localização aproximada.',
          'Dados recebidos de plataformas de terceiros que você conecta, como seu CRM ou sua agenda.',
        ],
      },
      use: {
        title: 'Como usamos seus dados',
        body: [
          'Usamos dados pessoais para fornecer, manter e aprimorar o Serviço, qualificar leads, gerar as análises que você solicita e processar pagamentos. Também os usamos para nos comunicar com você sobre sua conta e novidades do produto e para manter o Serviço seguro. Não vendemos dados pessoais.',
        ],
      },
      thirdParties: {
        title: 'Integrações de terceiros e compartilhamento de dados',
        body: [
          'Quando você conecta uma plataforma de terceiros, como uma ferramenta de CRM, mensagens, e-mail, design ou agendamento, compartilhamos com ela os dados de que a integração precisa para funcionar, incluindo detalhes dos leads e insights das demos. O uso dessas plataformas é regido pelos respectivos termos e políticas de privacidade.',
          'Também compartilhamos dados com prestadores de serviços que hospedam o Serviço, processam pagamentos ou enviam e-mails em nosso nome, sob contratos que os obrigam a protegê-los, e com autoridades quando a lei exigir.',
        ],
      },
      security: {
        title: 'Segurança dos dados',
        body: [
          'Protegemos os dados pessoais com medidas padrão do setor, incluindo criptografia em trânsito e em repouso, controles de acesso e revisões de segurança periódicas. Nenhum método de transmissão ou armazenamento é totalmente seguro, por isso não podemos garantir segurança absoluta. Avise-nos imediatamente se suspeitar de acesso não autorizado à sua conta.',
        ],
      },
      retention: {
        title: 'Retenção de dados',
        body: [
          'Mantemos os dados pessoais enquanto sua conta estiver ativa ou pelo tempo necessário para fornecer o Serviço. Depois que você encerra a conta, excluímos ou anonimizamos seus dados em um prazo razoável, a menos que precisemos mantê-los para cumprir obrigações legais, fiscais ou contábeis ou para resolver disputas.',
        ],
      },
      rights: {
        title: 'Seus direitos',
        body: [
          'Dependendo de onde você mora, você pode ter o direito de acessar, corrigir, exportar ou excluir seus dados pessoais, de se opor a determinados tratamentos ou restringi-los e de revogar seu consentimento a qualquer momento. Para exercer esses direitos, fale conosco pelos contatos abaixo. Responderemos no prazo exigido pela legislação aplicável e nunca discriminaremos você por exercer seus direitos.',
        ],
      },
      cookies: {
        title: 'Uso de cookies',
        body: [
          'No nosso site, guardamos apenas o que ele precisa para funcionar, como sua escolha sobre cookies e seu idioma. Serviços de terceiros, como nosso calendário de agendamento, só carregam com o seu consentimento ou quando você pede. Nossa Política de Cookies lista cada item, por quanto tempo ele fica guardado e como mudar sua escolha a qualquer momento. Recusar os cookies opcionais não afeta os recursos principais do site.',
        ],
      },
      internationalTransfers: {
        title: 'Transferências internacionais',
        body: [
          'Estamos sediados nos Estados Unidos e podemos tratar suas informações em outros países onde nós ou nossos prestadores de serviços atuamos. Se você estiver no Brasil, seus dados pessoais serão, portanto, transferidos para o exterior, principalmente para os Estados Unidos. Essas transferências só ocorrem nas hipóteses previstas no art. 33 da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018), em especial com base nas cláusulas-padrão contratuais aprovadas pela Autoridade Nacional de Proteção de Dados (ANPD) na Resolução CD/ANPD nº 19/2024, que incorporamos aos contratos com os operadores que tratam dados pessoais em nosso nome fora do Brasil. Quando transferimos dados pessoais para fora do Espaço Econômico Europeu, do Reino Unido ou da Suíça, adotamos salvaguardas adequadas, como as cláusulas contratuais-padrão da Comissão Europeia.',
        ],
      },
      children: {
        title: 'Privacidade de menores',
        body: [
          'O Serviço não se destina a menores de 16 anos, e não coletamos intencionalmente dados pessoais de ninguém com menos de 16 anos. Você precisa ter pelo menos 16 anos para usar o Serviço ou nos fornecer dados pessoais. Se soubermos que coletamos dados de um menor de 16 anos, vamos excluí-los imediatamente.',
        ],
      },
      changes: {
        title: 'Alterações nesta política',
        body: [
          'Podemos atualizar esta Política de Privacidade periodicamente. Quando fizermos alterações relevantes, atualizaremos a data no topo desta página e, quando apropriado, avisaremos você por e-mail ou pelo Serviço. Continuar usando o Serviço após uma atualização significa que você aceita a política revisada.',
        ],
      },
      contact: {
        title: 'Fale conosco',
        body: [
          'Em caso de dúvidas sobre esta Política de Privacidade ou sobre como tratamos seus dados pessoais, entre em contato:',
        ],
      },
    },
  },
  terms: {
    metaTitle: 'Termos de Serviço',
    metaDescription:
      'Os termos que regem o uso do site e da plataforma de demos com IA da {product}, incluindo contas, cobrança e responsabilidade.',
    title: 'Termos de Serviço',
    summary:
      'Leia estes termos com atenção. Eles definem seus direitos e obrigações ao usar a {product}.',
    sections: {
      acceptance: {
        title: 'Aceitação dos termos',
        body: [
          'Estes Termos de Serviço (“Termos”) regem o acesso e o uso do site e da plataforma da {product} (o “Serviço”), operados pela {product}, Inc. Ao criar uma conta ou usar o Serviço, você concorda com estes Termos. Se usar o Serviço em nome de uma organização, você confirma ter autoridade para vinculá-la a estes Termos.',
        ],
      },
      description: {
        title: 'Descrição do Serviço',
        body: [
          'A {product} permite que empresas criem avatares de IA e agentes de IA ao vivo que apresentam demos interativas do produto aos visitantes do site, qualificam leads e geram relatórios sobre o engajamento dos compradores. Podemos adicionar, alterar ou remover recursos à medida que o Serviço evolui.',
        ],
      },
      accounts: {
        title: 'Contas de usuário',
        body: [
          'Você deve fornecer informações de cadastro precisas, atuais e completas e mantê-las atualizadas. Você é responsável por proteger suas credenciais de acesso e por toda atividade realizada em sua conta. Informe-nos imediatamente sobre qualquer uso não autorizado.',
        ],
      },
      acceptableUse: {
        title: 'Uso aceitável',
        body: ['Você concorda em não fazer uso indevido do Serviço. Em especial, você não pode:'],
        items: [
          'violar qualquer lei ou os direitos de terceiros;',
          'enviar código malicioso ou tentar obter acesso não autorizado aos nossos sistemas;',
          'usar o Serviço para enviar spam ou conteúdo enganoso;',
          'copiar, revender ou fazer engenharia reversa do Serviço, exceto quando estes Termos permitirem.',
        ],
      },
      dataPrivacy: {
        title: 'Dados e privacidade',
        body: [
          'Nossa Política de Privacidade explica como coletamos e usamos dados pessoais e faz parte destes Termos. Você continua titular do conteúdo e dos dados que envia e nos concede uma licença limitada para tratá-los a fim de fornecer o Serviço. Você é responsável por ter uma base legal para compartilhar conosco os dados pessoais dos seus visitantes, inclusive por meio das integrações que conectar.',
        ],
      },
      intellectualProperty: {
        title: 'Propriedade intelectual',
        body: [
          'O Serviço, incluindo software, design, marcas e conteúdo, pertence à {product}, Inc. e aos seus licenciadores e é protegido pelas leis de propriedade intelectual. Além do direito limitado de usar o Serviço nos termos aqui previstos, nenhum direito é concedido a você. Podemos usar qualquer feedback que você nos der sem nenhuma obrigação para com você.',
        ],
      },
      billing: {
        title: 'Assinatura e cobrança',
        body: [
          'Os planos pagos são cobrados antecipadamente, de forma mensal ou anual, conforme o plano escolhido. Os planos anuais têm garantia de reembolso de 30 dias: se você cancelar em até 30 dias após o primeiro pagamento anual, reembolsamos esse pagamento integralmente. Os planos mensais podem ser cancelados a qualquer momento, com efeito ao fim do mês já pago, que não é reembolsado. Fora dessa garantia, os valores pagos não são reembolsáveis, exceto quando exigido por lei. Podemos alterar os preços mediante aviso prévio, com efeito a partir do próximo ciclo de cobrança, e você nos autoriza a cobrar todos os valores devidos no meio de pagamento escolhido.',
        ],
      },
      availability: {
        title: 'Disponibilidade do Serviço',
        body: [
          'Buscamos manter o Serviço sempre disponível, mas não garantimos que funcionará sem interrupções ou erros. Podemos suspender o acesso temporariamente para manutenção, atualizações ou por motivos fora do nosso controle e procuraremos avisar com antecedência sobre paradas programadas.',
        ],
      },
      liability: {
        title: 'Limitação de responsabilidade',
        body: [
          'Na máxima extensão permitida por lei, o Serviço é fornecido “no estado em que se encontra”, e a {product}, Inc. não se responsabiliza por danos indiretos, incidentais, especiais, consequenciais ou punitivos, nem por lucros cessantes, perda de receita ou de dados. Nossa responsabilidade total por qualquer reclamação relacionada ao Serviço se limita ao valor que você nos pagou nos doze meses anteriores à reclamação.',
        ],
      },
      indemnification: {
        title: 'Indenização',
        body: [
          'Você concorda em defender, indenizar e isentar a {product}, Inc. e seus diretores, funcionários e parceiros de quaisquer reclamações, danos, perdas e despesas, incluindo honorários advocatícios razoáveis, decorrentes do seu uso do Serviço, do seu conteúdo ou da violação destes Termos.',
        ],
      },
      termination: {
        title: 'Rescisão',
        body: [
          'Você pode deixar de usar o Serviço e encerrar sua conta a qualquer momento. Podemos suspender ou encerrar sua conta a qualquer momento, com ou sem aviso prévio, inclusive se você violar estes Termos. Com a rescisão, seu direito de usar o Serviço termina imediatamente; as disposições que, por sua natureza, devam subsistir, como propriedade intelectual e limitação de responsabilidade, permanecem em vigor.',
        ],
      },
      governingLaw: {
        title: 'Lei aplicável',
        body: [
          'Estes Termos são regidos pelas leis do Estado de Delaware, Estados Unidos, sem considerar suas normas de conflito de leis. Qualquer disputa decorrente destes Termos ou do Serviço será resolvida exclusivamente pelos tribunais estaduais ou federais localizados em Delaware, a cuja jurisdição você se submete.',
        ],
      },
      changes: {
        title: 'Alterações destes termos',
        body: [
          'Podemos modificar estes Termos periodicamente. Se uma alteração for relevante, atualizaremos a data no topo desta página e avisaremos você por e-mail ou pelo Serviço. Ao continuar usando o Serviço depois que as alterações entrarem em vigor, você concorda com os Termos revisados.',
        ],
      },
      contact: {
        title: 'Fale conosco',
        body: ['Dúvidas sobre estes Termos? Entre em contato:'],
      },
    },
  },
  cookies: {
    metaTitle: 'Política de Cookies',
    metaDescription:
      'O que o site da {product} guarda no seu navegador, para quê, por quanto tempo e com qual base legal, quais serviços podem usar os próprios cookies e como mudar sua escolha a qualquer momento.',
    title: 'Política de Cookies',
    summary:
      'Guardamos no seu navegador apenas o indispensável. Aqui está cada item, com finalidade, prazo e base legal, e como mudar de ideia.',
    itemLabels: {
      names: 'Nome',
      area: 'Onde fica',
      retention: 'Por quanto tempo',
      basis: 'Base legal',
    },
    areas: {
      localStorage: 'Armazenamento local (localStorage)',
      sessionStorage: 'Armazenamento de sessão (sessionStorage)',
      cookie: 'Cookie',
    },
    bases: {
      necessary:
        'Estritamente necessário para os recursos que você usa, por isso não exige consentimento (art. 5(3) da Diretiva ePrivacy). Base: nosso legítimo interesse em um site que funcione (art. 6(1)(f) do GDPR e art. 7º, IX, da LGPD).',
      consent:
        'Seu consentimento (art. 6(1)(a) do GDPR e art. 7º, I, da LGPD), dado com “Aceitar todos” e retirado com “Recusar”.',
    },
    storedItems: {
      cookieConsent: {
        name: 'Sua escolha sobre cookies',
        purpose:
          '“accepted” ou “declined” e a data da escolha, para que o aviso não pergunte de novo em cada página e possamos comprovar quando você deu seu consentimento.',
        retention:
          '12 meses; depois, o aviso pergunta de novo. Uma nova escolha substitui a anterior, e você pode apagá-la junto com os dados do navegador.',
      },
      language: {
        name: 'Seu idioma',
        purpose:
          'O idioma que você escolheu ou que o Site sugeriu, como e quando ele foi definido e, à parte, o código do idioma, para que o Site abra no seu idioma da próxima vez.',
        retention: 'Até você apagar os dados do navegador.',
      },
      scrollPositions: {
        name: 'Posições de rolagem',
        purpose:
          'Até onde você rolou cada página visitada nesta aba, para que Voltar ou recarregar leve você ao mesmo ponto.',
        retention: 'Até você fechar a aba.',
      },
      theme: {
        name: 'Tema de exibição',
        purpose: 'Sempre “light”, o único tema do Site.',
        retention: 'Até você apagar os dados do navegador.',
      },
      country: {
        name: 'Seu país',
        purpose:
          'O código do país informado pelo {service}, para que a consulta aconteça só uma vez por sessão do navegador.',
        retention: 'Até você fechar a aba, ou na hora, se você recusar.',
      },
      adminSession: {
        name: 'Sessão de login do time',
        purpose: 'Os tokens de acesso que mantêm um membro do time conectado.',
        retention:
          'Cada token vale 15 minutos e é renovado enquanto você continuar conectado, por até 7 dias; é removido quando você sai.',
      },
      adminDrafts: {
        name: 'Rascunhos não salvos',
        purpose:
          'O trabalho em andamento no editor de artigos, um item por artigo, para que recarregar a página ou uma falha ao salvar não faça perder nada.',
        retention: 'Até o artigo ser salvo ou o rascunho ser descartado.',
      },
      clerkSession: {
        name: 'Cookies de login do Clerk',
        purpose:
          'No nosso Site hospedado, o Clerk cuida do login em /admin e usa estes cookies de sessão.',
        retention: 'Durante a sessão; são removidos quando você sai.',
      },
    },
    sections: {
      introduction: {
        title: 'Sobre esta política',
        body: [
          'Esta Política de Cookies explica o que o site da {product} (o “Site”) guarda no seu navegador, em cookies ou em tecnologias semelhantes, como o armazenamento local e o de sessão, e quais consultas ele faz a outros serviços em seu nome. Ela complementa nossa Política de Privacidade. O Site não usa cookies de publicidade nem de análise e não rastreia você em outros sites.',
        ],
      },
      essential: {
        title: 'O que guardamos para todos os visitantes',
        body: [
          'Esses itens são necessários para que o Site funcione como você espera, por isso são guardados qualquer que seja sua escolha no aviso de cookies. Eles ficam no seu dispositivo: o Site não os envia para lugar nenhum.',
        ],
      },
      countryLookup: {
        title: 'Sugestão de idioma pelo seu país',
        body: [
          'Se você aceitar todos os cookies, o Site sugere um idioma de acordo com o país onde você está. Para isso, seu navegador pergunta ao serviço de geolocalização {service}, uma vez por sessão, a que país pertence o seu endereço IP. Nessa consulta, o {service} recebe o seu endereço IP; nenhum cookie é enviado, e o Site recebe apenas o código do país, que guarda no item abaixo.',
          'Enquanto você não escolher, ou se recusar, essa consulta não acontece: o idioma vem das configurações do seu navegador. O idioma que você escolher sempre tem prioridade.',
          'Base legal: seu consentimento (art. 6(1)(a) do GDPR e art. 7º, I, da LGPD). Você pode retirá-lo a qualquer momento em “Configurações de cookies”: o Site apaga o país na hora e deixa de consultar o {service}. O {service} pode tratar o seu endereço IP fora do Brasil e do Espaço Econômico Europeu; veja, na seção “Transferências internacionais” da nossa Política de Privacidade, as garantias que adotamos com base no art. 33 da LGPD.',
        ],
      },
      admin: {
        title: 'Login do time em /admin',
        body: [
          'Só membros do nosso time fazem login, em /admin, para escrever artigos do blog. Para eles, o Site guarda também:',
        ],
      },
      thirdParties: {
        title: 'Serviços de terceiros, só quando você pede',
        body: [
          'Alguns recursos vêm de outros serviços. Depois que o recurso carrega, cada um pode guardar os próprios cookies ou itens semelhantes no seu navegador, pelo tempo que definir e de acordo com a própria política de privacidade:',
        ],
        items: [
          'Cal.com, para agendar uma demo: o calendário da página de Preços e as janelas de agendamento que se abrem quando você decide agendar uma demo.',
          'O app da {product}, para a demo ao vivo da página inicial: ele carrega quando você decide entrar na demo e só usa o seu microfone com a permissão do navegador.',
          'YouTube, no modo de privacidade aprimorada, para o vídeo da página de lançamento: ele carrega quando você decide assistir.',
          'Clerk, para o login do time em /admin (veja a seção 4).',
        ],
      },
      yourChoice: {
        title: 'O que fazem “Aceitar todos” e “Recusar”',
        body: [
          'Se você aceitar todos os cookies, o calendário e as janelas de agendamento carregam sozinhos quando a página abre, o Cal.com pode guardar os itens de que precisa e o Site pode descobrir seu país, como descrito na seção 3.',
          'Se você recusar, ou enquanto não escolher, nenhum desses serviços carrega até você pedir: o calendário de agendamento, a demo ao vivo e o vídeo mostram primeiro um espaço reservado e só carregam quando você clica nele. Os botões de agendamento abrem então o Cal.com em uma nova aba. Os itens da seção 2 são guardados nos dois casos.',
          'Sua escolha vale por 12 meses. Depois disso, o aviso pergunta de novo.',
        ],
      },
      manage: {
        title: 'Como mudar sua escolha',
        body: [
          'Você pode mudar sua escolha a qualquer momento: selecione “Configurações de cookies” no rodapé de qualquer página, ou o botão abaixo, e escolha de novo. A nova escolha substitui a anterior na hora.',
          'Você também pode apagar tudo o que o Site guardou nas configurações do navegador (os dados deste site); o aviso vai perguntar de novo. Um serviço que já carregou mantém o que guardou até você apagar por lá.',
        ],
      },
      changes: {
        title: 'Alterações nesta política',
        body: [
          'Sempre que mudar o que o Site guarda, atualizaremos esta política e a data no topo desta página.',
        ],
      },
      contact: {
        title: 'Fale conosco',
        body: ['Dúvidas sobre cookies ou sobre esta política? Fale com a gente:'],
      },
    },
  },
};
