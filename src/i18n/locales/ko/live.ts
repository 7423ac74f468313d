import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live: 라이브 데모를 진행하는 AI 에이전트',
  metaDescription:
    '{product} Live는 방문자마다 제품을 소개하고, 직접 조작하며, 중요한 부분을 짚어 주는 실시간 AI 에이전트입니다.',
  banner: {
    label: '공지',
    text: '{product} Live를 소개합니다',
    learnMore: '자세히 보기',
    dismiss: '공지 닫기',
  },
  hero: {
    eyebrow: '신규 출시',
    title: '제품을 라이브로 시연하는 AI 에이전트, {product} Live',
    subtitle:
      '잠재 고객과 대화하고, 실제 제품을 클릭해 보여 주며, 방문할 때마다 그 고객에게 중요한 부분을 실시간으로 짚어 줍니다.',
    seeItLive: '라이브로 보기',
    watchVideo: '영상 보기',
    imageAlt:
      '{product} Live 에이전트가 제품 대시보드를 설명하며 강조된 차트를 커서로 클릭하는 모습',
  },
  video: {
    title: '{product} Live 실제 시연',
    description: '첫 질문부터 미팅 예약까지, 라이브 에이전트가 진행하는 전체 데모를 확인해 보세요.',
    frameTitle: '{product} Live 제품 소개 영상',
    close: '영상 닫기',
    openElsewhere: '동영상이 재생되지 않나요? 새 탭에서 열기',
  },
  highlights: {
    title: '최고의 영업 담당자처럼 진행하는 데모',
    items: [
      {
        title: '프로처럼 피칭',
        description:
          '에이전트가 자사의 언어로 제품 이야기를 전하고, 어떤 질문에도 유연하게 대응합니다. 컨디션이 나쁜 날도 없습니다.',
      },
      {
        title: '클릭하고 탐색',
        description: '실제 제품을 직접 조작해 화면을 열고 워크플로를 실행하며 설명합니다.',
      },
      {
        title: '보여 주고 강조',
        description:
          '잠재 고객마다 관심 있는 기능을 짚어 주어, 슬라이드 없이도 몇 초 만에 가치가 전달됩니다.',
      },
    ],
  },
  benefits: {
    title: '{product} Live를 선택하는 이유',
    subtitle: '사람이 진행하는 데모의 장점을 모든 방문자에게, 언제든지 제공합니다.',
    items: [
      {
        title: '진짜 라이브 에이전트',
        description:
          '녹화 영상이 아닙니다. 듣고, 답하고, 잠재 고객 한 사람 한 사람에게 즉시 반응하는 라이브 에이전트입니다.',
      },
      {
        title: '더 쉬운 설정',
        description:
          '제품 URL만 공유하면 몇 분 안에 에이전트가 준비됩니다. 스크립트 작성이나 영상 촬영이 필요 없습니다.',
      },
      {
        title: '더 편한 제품 탐색',
        description:
          '잠재 고객은 원하는 속도로 제품을 살펴보고, 미팅을 기다리지 않고 바로 답을 얻습니다.',
      },
      {
        title: '더 높은 전환율',
        description:
          '관심이 가장 높을 때 검증된 방문자가 미팅을 예약하고, 팀은 그들의 니즈를 미리 파악합니다.',
      },
    ],
  },
  cta: {
    title: '이제 데모 방식을 바꿔 보시겠어요?',
    subtitle: '오늘 첫 라이브 AI 데모를 시작하세요. 신용카드는 필요 없습니다.',
    button: '지금 시작하기',
  },
};
