import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: 'AI 데모로 에이전시 비즈니스를 확장하세요',
  metaDescription:
    '에이전시를 위한 화이트 라벨 AI 데모. 여러 고객사 통합 관리, 고급 분석, 빠른 도입을 지원합니다.',
  hero: {
    eyebrow: '에이전시 전용',
    title: 'AI 데모로 에이전시 비즈니스를 확장하세요',
    subtitle:
      '24시간 판매하는 AI 데모를 자사 브랜드로, 하나의 대시보드에서 모든 고객사에 제공하세요.',
    becomePartner: '파트너 되기',
    scheduleConsultation: '상담 예약하기',
  },
  features: {
    title: 'AI 데모 재판매에 필요한 모든 것',
    subtitle:
      '인력을 늘리지 않고도 더 빠르게 출시하고, 더 많은 고객사를 관리하고, 성과를 증명하세요.',
    items: [
      {
        title: '화이트 라벨 솔루션',
        description:
          '모든 화면에 자사 로고, 색상, 도메인을 적용해 자사 브랜드로 데모를 제공합니다.',
      },
      {
        title: '여러 고객사 통합 관리',
        description:
          '워크스페이스, 사용자, 데이터를 분리한 채로 모든 고객사 계정을 하나의 대시보드에서 관리합니다.',
      },
      {
        title: '고급 분석',
        description:
          '각 고객사의 데모가 만든 리드, 구매 신호, 매출을 바로 공유할 수 있는 리포트로 보여 주세요.',
      },
      {
        title: '빠른 도입',
        description:
          '제품 URL만 있으면 10분 안에 라이브 AI 데모를 만들고, 모든 고객사에 바로 적용할 수 있습니다.',
      },
    ],
  },
  checklist: {
    title: '처음부터 에이전시를 위해 설계했습니다',
    subtitle: '파트너의 성장을 돕는 도구, 지원, 프로그램을 제공합니다.',
    items: [
      '고객사별 독립 워크스페이스',
      '맞춤 브랜딩과 자사 도메인',
      '데모 대량 생성 도구',
      '에이전시 단위 리포트',
      '파트너 우선 지원',
      '수익 공유',
      '교육 및 인증 프로그램',
      '공동 마케팅 프로그램',
    ],
  },
  testimonials: {
    title: '{product}와 함께 성장하는 에이전시',
    rating: '5점 만점에 {rating}점',
    items: [
      {
        quote:
          '한 달 만에 고객사 12곳에 AI 데모를 도입했습니다. 모든 고객사에서 검증된 리드가 늘었고, 화이트 라벨 덕분에 고객사는 다른 회사가 아닌 저희 브랜드를 보게 됩니다.',
        role: 'Northwind Digital 창업자',
      },
      {
        quote:
          '예전에는 금요일마다 리포트 작업에 매달렸습니다. 이제는 고객사마다 데모가 만든 파이프라인을 한눈에 확인할 수 있고, 고객 유지율은 그 어느 때보다 높습니다.',
        role: 'Brightpath Agency 그로스 총괄',
      },
    ],
  },
  cta: {
    title: '에이전시를 한 단계 더 성장시킬 준비가 되셨나요?',
    subtitle: '파트너 프로그램에 참여해 고객사가 잠든 사이에도 판매하는 데모를 제공하세요.',
    apply: '파트너십 신청하기',
    guide: '파트너 가이드 요청하기',
    guideHint: '가이드는 이메일로 보내 드립니다',
    guideSubject: '파트너 가이드 요청',
    guideBody: '안녕하세요, {product} 파트너 가이드를 보내 주세요. 에이전시 이름: ',
  },
};
