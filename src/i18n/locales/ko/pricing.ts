import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: '요금제',
  metaDescription:
    'AI 제품 데모를 위한 간단한 요금제. 무료 Base로 시작해 Growth로 확장하고, Enterprise에서는 라이브 데모 에이전트까지 이용하세요.',
  title: '파이프라인과 함께 성장하는 요금제',
  subtitle:
    '무료로 시작하고, 진행한 데모만큼만 결제하세요. 데모를 찾는 잠재 고객이 늘어나면 바로 업그레이드할 수 있습니다.',
  billing: {
    label: '결제 주기',
    monthly: '월간',
    yearly: '연간',
    yearlyBadge: '데모 100회 무료 추가!',
  },
  card: {
    popular: '최고 인기',
    perMonth: '/월',
    perYear: '/년',
    billedYearly: '연간 결제 시 15% 할인',
    billedMonthly: '월간 결제, 언제든 해지 가능',
    demosLabel: '월간 데모 수',
    demoOption: '월 {count}회',
    allowance: '월 {count}회 데모',
    allowanceBonus: '월 {count}회 데모 + 연간 보너스 데모 {bonus}회',
    quoteTitle: '견적 받기',
    quoteText: '팀 규모에 맞춘 볼륨 요금을 제안해 드립니다.',
    bookDemo: '데모 예약하기',
    customPrice: '맞춤 요금',
    customText: '데모 무제한, 팀에 맞춘 요금으로 제공합니다.',
    includes: '포함된 기능',
    moreInfo: '{feature} 자세히 보기',
  },
  plans: {
    base: {
      description: 'AI 데모를 처음 시도하는 창업자와 소규모 팀을 위한 요금제입니다.',
      cta: '무료로 시작하기',
      features: [
        { label: '사용자 2명', info: '동료 한 명을 초대해 함께 데모를 만들고 검토하세요.' },
        {
          label: '데모룸 1개',
          info: '웹사이트나 링크로 공유할 수 있는 라이브 데모 공간입니다.',
        },
        {
          label: '일부 연동',
          info: '캘린더와 이메일을 연결해 평소 쓰는 도구에서 리드를 받아 보세요.',
        },
        {
          label: '기본 분석',
          info: '조회수, 완료율, 방문자가 가장 많이 묻는 질문을 확인할 수 있습니다.',
        },
      ],
    },
    growth: {
      description:
        '웹사이트 트래픽을 파이프라인으로 전환하는 영업팀과 마케팅팀을 위한 요금제입니다.',
      cta: '무료 체험하기',
      features: [
        { label: '사용자 10명', info: '영업팀, 마케팅팀, 제품팀이 같은 데모로 협업합니다.' },
        {
          label: '데모룸 무제한',
          info: '제품, 고객군, 캠페인마다 전용 데모룸을 만들 수 있습니다.',
        },
        {
          label: '연동 기능과 워크플로',
          info: '검증된 리드를 CRM에 동기화하고, 잠재 고객이 한 말에 따라 후속 조치를 자동으로 실행합니다.',
        },
        {
          label: '고급 분석',
          info: '구매 의향, 고충, 딜을 앞당기는 기능을 파악할 수 있습니다.',
        },
        {
          label: '{product} 브랜딩 제거',
          info: '{product} 로고나 배지 없이 자사 브랜드만으로 데모를 제공합니다.',
        },
      ],
    },
    enterprise: {
      description: '라이브 에이전트, 맞춤형 AI, 전담 도입 지원이 필요한 기업을 위한 요금제입니다.',
      cta: '영업팀에 문의하기',
      everythingIn: 'Growth의 모든 기능에 더해:',
      features: [
        {
          label: '맞춤 도메인',
          info: 'demo.yourcompany.com 같은 자사 도메인에서 데모를 운영하세요.',
        },
        {
          label: '맞춤 브랜딩',
          info: '모든 화면에 자사 폰트, 색상, 로고를 적용합니다.',
        },
        {
          label: '맞춤 데모 프레임워크',
          info: '자사 영업 방법론에 맞춘 스크립트와 흐름을 설계합니다.',
        },
        {
          label: '라이브 데모 에이전트',
          info: 'AI 에이전트가 실시간으로 말하고, 클릭하고, 제품을 탐색합니다.',
        },
        {
          label: '구축 및 연동 지원',
          info: '전담 팀이 첫 데모를 만들고 사용 중인 도구를 연결해 드립니다.',
        },
        {
          label: '최신 AI 모델',
          info: '최신 음성 모델과 추론 모델을 가장 먼저 사용할 수 있습니다.',
        },
        {
          label: '맞춤 AI 아바타',
          info: '브랜드나 팀원을 모델로 한 실감 나는 아바타를 만들어 드립니다.',
        },
      ],
    },
  },
  booking: {
    title: '어떤 요금제가 맞을지 고민되시나요?',
    subtitle: '편한 시간을 선택하시면 제품 전문가가 하나하나 안내해 드립니다.',
    fallback: '예약 캘린더 열기',
  },
  faq: {
    title: '자주 묻는 질문',
    items: [
      {
        question: '나중에 요금제를 변경할 수 있나요?',
        answer:
          '네. 언제든 업그레이드하거나 다운그레이드할 수 있으며, 변경 사항은 다음 결제 주기부터 적용됩니다.',
      },
      {
        question: '어떤 결제 수단을 지원하나요?',
        answer:
          '주요 신용카드와 PayPal을 지원합니다. Enterprise 고객은 계좌 이체로도 결제할 수 있습니다.',
      },
      {
        question: '무료 체험이 있나요?',
        answer:
          '네. 모든 유료 요금제는 14일 무료 체험을 제공하며, 시작할 때 신용카드가 필요하지 않습니다.',
      },
      {
        question: '데모 한도에 도달하면 어떻게 되나요?',
        answer:
          '한도에 가까워지면 미리 알려 드리므로, 요금제를 업그레이드하거나 필요한 만큼 데모를 추가할 수 있습니다.',
      },
      {
        question: '환불이 가능한가요?',
        answer:
          '연간 요금제는 30일 환불 보장이 적용되어, 첫 연간 결제일로부터 30일 이내에 해지하면 전액 환불해 드립니다. 월간 요금제는 언제든 해지할 수 있으며 결제한 달의 말일까지 이용할 수 있습니다.',
      },
    ],
  },
};
