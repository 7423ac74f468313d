import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: '24시간 내내 제품을 시연하는 AI 아바타',
  metaDescription:
    'AI 아바타와 라이브 AI 에이전트가 모든 방문자에게 실감 나는 제품 데모를 제공하고, 잠재 고객을 검증해 관심을 파이프라인으로 바꿉니다.',
  hero: {
    eyebrow: 'B2B 팀을 위한 AI 데모 에이전트',
    title: 'AI 아바타가 {highlight} 제품을 시연합니다',
    titleWords: ['모든 방문자에게', '모든 리드에게', '어느 시간대에서나'],
    pitch:
      '방문자는 관심이 생긴 바로 그 순간, 미팅 예약 없이 제품을 직접 확인합니다. {product}가 모든 잠재 고객을 검증하고 관심을 실제 영업 기회로 바꿔 드립니다.',
    primaryCta: '무료로 데모 만들기',
    secondaryCta: '또는 영업팀과 상담하기',
    trustLine: '신용카드 불필요 · 10분 안에 바로 시작',
  },
  demo: {
    label: '라이브 AI 제품 데모',
    posterAlt: '라이브 제품 데모에서 분석 대시보드를 소개하는 AI 아바타',
    live: '라이브',
    join: '데모 참여하기',
    joinHint: '말하거나 입력하세요. AI 아바타가 실시간으로 답변합니다.',
    frameTitle: 'AI 아바타와 함께하는 라이브 제품 데모',
    enterFullscreen: '전체 화면으로 보기',
    exitFullscreen: '전체 화면 종료',
    skip: '데모 건너뛰고 계속 보기',
    openElsewhere: '데모가 열리지 않나요? 새 탭에서 열기',
  },
  logos: {
    title: '빠르게 성장하는 기업의 영업·마케팅팀이 선택했습니다',
  },
  painPoints: {
    title: '더 이상 {phrase} 때문에 딜을 놓치지 마세요',
    phrases: [
      '느린 후속 연락',
      '데모 미팅 노쇼',
      '검증되지 않은 리드',
      '시차',
      '천편일률적인 제품 투어',
      '일정이 꽉 찬 기술 영업 담당자',
    ],
    pause: '문구 전환 일시정지',
    play: '문구 전환 재생',
  },
  features: {
    eyebrow: '많은 팀이 선택하는 이유',
    title: 'AI 데모로 3배 더 많은 방문자를 검증된 영업 파이프라인으로 전환하세요',
    subtitle:
      'AI 아바타 하나가 시연부터 검증, 인계까지 맡습니다. 팀은 구매 준비가 된 잠재 고객과만 대화하면 됩니다.',
    tryFree: '무료로 체험하기',
    bookExpert: '또는 전문가와 데모 예약하기',
    cards: [
      {
        title: '실감 나는 AI 데모 환경',
        headline: '모든 방문자에게 실제 제품으로 {highlight} 제공하세요',
        highlight: '실감 나는 라이브 데모를',
        subheadline:
          '아바타가 실제 앱을 직접 클릭하며 질문에 음성으로 답하고, 잠재 고객마다 설명을 맞춰 갑니다.',
        meta: '제품 URL만으로 10분 안에 설정',
      },
      {
        title: '첫 미팅 전에 잠재 고객을 파악하세요',
        headline: '모든 미팅에 {highlight} 들어가세요',
        highlight: '잠재 고객을 이미 파악한 채로',
        subheadline:
          '회사, 직책, 예산, 필수 요구 사항을 데모 중에 수집하고, 첫인사 전에 요약해 드립니다.',
        meta: '검증된 리드 2.5배',
      },
      {
        title: '24시간 자동 미팅 예약',
        headline: '{highlight} 방문자를 미팅으로 연결하세요',
        highlight: '밤낮없이',
        subheadline:
          '늦은 밤 방문자도, 다른 시간대의 고객도 똑같이 훌륭한 데모를 경험하고, 미팅은 캘린더에 바로 잡힙니다.',
        meta: '매달 80시간 이상 절약',
      },
      {
        title: '대화 기반 자동 워크플로',
        headline: '잠재 고객이 실제로 한 말에 따라 {highlight} 실행하세요',
        highlight: '딱 맞는 후속 조치를',
        subheadline:
          '고충, 예산, 일정, 타깃 적합도, 구매 의향, 사용 사례가 CRM으로 전달되고 다음 단계가 자동으로 시작됩니다.',
        meta: '2배 빠른 후속 연락',
      },
      {
        title: '매출을 만드는 기능을 파악하세요',
        headline: '어떤 기능이 {highlight} 확인하세요',
        highlight: '매출을 만드는지',
        subheadline:
          '모든 질문과 클릭이 파이프라인과 연결되어, 제품팀과 마케팅팀이 딜을 성사시키는 요인을 정확히 압니다.',
        meta: '성사율 38% 향상',
      },
    ],
    illustrations: {
      agentName: 'Ava · AI 데모 에이전트',
      visitorQuestion: '저희 CRM과 연동되나요?',
      agentAnswer: '네! 지금 바로 실시간 연동을 보여 드릴게요.',
      screenTitle: '파이프라인 개요',
      profileTitle: '잠재 고객 프로필',
      profileRows: [
        { label: '회사 규모', value: '직원 200~500명' },
        { label: '예산', value: '연 US$40,000' },
        { label: '도입 시기', value: '이번 분기' },
        { label: '구매 의향', value: '높음' },
      ],
      activityTitle: '팀이 잠든 사이에',
      activity: ['데모 완료 · 리드 검증됨', '영업팀 미팅 예약됨', '후속 메일 발송됨'],
      signals: ['고충', '예산', '일정', '타깃 적합도', '구매 의향', '사용 사례'],
      actions: ['CRM에 딜 생성', '채팅으로 영업팀에 알림', '맞춤 후속 메일 발송'],
      revenueTitle: '기능별 영향 파이프라인',
      revenueFeatures: ['분석', '연동', '자동화', '리포트'],
    },
  },
  testimonial: {
    quote:
      '“한 분기 만에 웹사이트 전환율이 300% 올랐습니다. AI 아바타는 새벽 2시에도 저희 대부분이 오후 2시에 하는 것보다 제품을 더 잘 시연하고, 모든 리드는 이미 검증된 상태로 들어옵니다.”',
    role: 'Lumenly 영업 총괄 부사장',
    label: '고객 사례',
    ratingLabel: '5점 만점에 5점',
  },
  roles: {
    eyebrow: '모든 팀을 위해',
    title: '하나의 AI 데모, 함께 성장하는 세 팀',
    subtitle: '마케팅, 영업, 제품팀이 모든 대화에서 필요한 인사이트를 얻습니다.',
    tabsLabel: '팀',
    items: {
      marketing: {
        tab: '마케팅팀',
        team: '마케팅팀을 위한 솔루션',
        badge: '파이프라인 성장',
        metric: '3배',
        metricLabel: '높은 참여도',
        description:
          '익명 트래픽을 측정 가능한 파이프라인으로 바꾸세요. 어떤 고객층이 반응하고, 어떤 메시지가 통하며, 어떤 캠페인이 구매 준비가 된 고객을 데려오는지 확인할 수 있습니다.',
        points: ['오디언스 분석', '데모 분석', '대화 분석'],
      },
      sales: {
        tab: '영업팀',
        team: '영업팀을 위한 솔루션',
        badge: '딜 성사 가속',
        metric: '65%',
        metricLabel: '단축된 영업 주기',
        description:
          '데모가 진행되는 동안 모든 리드를 검증하고 점수화합니다. 영업 담당자는 니즈 파악 단계를 건너뛰고 이번 분기에 성사될 딜에 집중합니다.',
        points: ['리드 검증', '리드 스코어링', '사용 사례'],
      },
      product: {
        tab: '제품팀',
        team: '제품팀을 위한 솔루션',
        badge: '제품 인사이트',
        metric: '1만 건 이상',
        metricLabel: '분석한 잠재 고객 질문',
        description:
          '잠재 고객이 무엇을 원하는지 그들의 말 그대로 들어 보세요. 부족한 기능, 헷갈리는 흐름, 딜을 결정짓는 핵심 기능이 보입니다.',
        points: ['제품 인텔리전스', 'AI 인사이트', '고객 피드백'],
      },
    },
  },
  results: {
    eyebrow: '성과',
    title: '숫자로 보는 고객 성과',
    items: [
      { value: '+38%', label: '딜 성사율' },
      { value: '80시간 이상', label: '매달 절약되는 시간' },
      { value: '2배', label: '빠른 후속 연락' },
      { value: '1개월', label: '투자 회수 기간' },
      { value: '3배', label: '높은 참여도' },
      { value: '65%', label: '단축된 영업 주기' },
      { value: '2.5배', label: '더 많은 검증된 리드' },
      { value: '10분 이내', label: '제품 URL로 설정 완료' },
    ],
  },
  integrations: {
    eyebrow: '연동',
    title: '팀이 이미 쓰는 도구와 함께 작동합니다',
    subtitle:
      '검증된 리드, 요약, 다음 단계가 채팅, 메일, 디자인 도구, CRM, 캘린더 등 팀이 일하는 곳으로 전달됩니다.',
    groups: {
      chat: '채팅',
      mail: '메일',
      design: '디자인',
      crm: 'CRM·영업',
      scheduling: '일정 관리',
    },
  },
  cta: {
    title: '이제 제품 데모를 AI에게 맡겨 보시겠어요?',
    text: '몇 분 만에 첫 AI 데모를 만들거나, 전사 도입에 대해 저희 팀과 상담하세요.',
    primary: '데모 만들기',
    secondary: '영업팀과 통화 예약하기',
  },
  faq: {
    title: '자주 묻는 질문',
    items: [
      {
        question: 'AI 데모는 어떻게 작동하나요?',
        answer:
          '제품 URL과 몇 가지 메모만 공유하면 됩니다. {product}가 제품을 잘 아는 AI 아바타를 만들어, 웹사이트에서 언제든 화면으로 제품을 라이브로 보여 주고 음성이나 채팅으로 방문자의 질문에 답합니다.',
      },
      {
        question: '설정에는 얼마나 걸리나요?',
        answer:
          '대부분의 팀이 10분 안에 데모를 공개합니다. 제품 URL을 입력하고 아바타를 고른 다음, 사이트에 삽입 코드를 붙여 넣으면 끝입니다.',
      },
      {
        question: '방문자는 어떻게 검증되나요?',
        answer:
          '대화 중에 아바타가 고충, 예산, 일정, 타깃 적합도, 구매 의향, 사용 사례를 파악합니다. 리드마다 점수와 요약이 생성되고, 알맞은 워크플로가 자동으로 시작됩니다.',
      },
      {
        question: '저희 CRM과 캘린더에 연결할 수 있나요?',
        answer:
          '네. 검증된 리드와 대화 요약은 CRM과 동기화되고, 구매 가능성이 높은 리드는 캘린더에 바로 미팅을 예약할 수 있으며, 알림은 팀 채팅이나 받은편지함으로 전달됩니다.',
      },
      {
        question: '무료로 사용해 볼 수 있나요?',
        answer:
          '네. 데모는 무료로 만들 수 있으며, 더 많은 데모나 사용자, 고급 분석이 필요할 때 업그레이드하면 됩니다. 시작할 때 신용카드는 필요하지 않습니다.',
      },
    ],
  },
};
