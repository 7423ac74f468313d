import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: '브랜드 가이드라인',
  metaDescription:
    '{product} 브랜드 가이드라인: 타이포그래피, 컬러 토큰, 컴포넌트, 그리고 모든 페이지를 브랜드답게 유지하는 규칙을 소개합니다.',
  eyebrow: '디자인 시스템',
  title: '브랜드 가이드라인',
  subtitle: '{product}의 모든 페이지를 이루는 서체, 색상, 컴포넌트와 이를 잘 쓰는 방법.',
  contents: '이 페이지의 내용',
  typography: {
    title: '타이포그래피 위계',
    description:
      '8가지 텍스트 스타일로 모든 용도를 다룹니다. 큰 스타일은 화면 크기에 맞춰 유연하게 조절되어 모바일부터 데스크톱까지 제목의 균형을 유지합니다.',
    sample: '잠든 사이에도 판매하는 데모',
    listLabel: '텍스트 스타일',
    sizeLabel: '크기',
    roles: {
      hero: '랜딩 페이지 헤드라인, 페이지당 한 번',
      display: '페이지 제목',
      heading: '섹션 제목',
      subheading: '카드 제목과 하위 섹션',
      lead: '제목 아래 도입 문구',
      body: '본문과 양식',
      caption: '레이블, 메타데이터, 도움말',
      micro: '배지, 법적 고지, 아이브로',
    },
  },
  fonts: {
    title: '글꼴 패밀리',
    description:
      'Inter가 브랜드를 대표합니다. 속도나 정확성이 더 중요한 곳에서는 시스템 글꼴과 고정폭 글꼴을 사용합니다.',
    primary: '기본',
    primaryUse:
      '제목, 인터페이스, 본문에 사용하며 일본어·한국어·중국어는 시스템 글꼴로 대체합니다.',
    secondary: '보조',
    secondaryUse: '코드, 표 안의 숫자, 기술 토큰에 사용합니다.',
    specimen: '모든 방문자에게 완벽한 데모를.',
    stackLabel: '글꼴 스택',
  },
  colors: {
    title: '컬러 토큰',
    description:
      '16진수 색상 값을 직접 쓰지 말고 시맨틱 토큰을 사용해 모든 화면의 일관성과 접근성을 지키세요.',
    listLabel: '시맨틱 컬러',
    usage: {
      primary: '주요 동작, 링크, 포커스 링',
      secondary: '차분한 버튼과 보조 영역',
      accent: '강조와 프로모션, 절제해서 사용',
      muted: '카드와 섹션의 은은한 배경',
      background: '페이지 바탕',
      foreground: '본문 텍스트와 아이콘',
    },
  },
  components: {
    title: '컴포넌트',
    description: '새로 스타일을 만들지 말고 이 구성 요소를 재사용하세요.',
    buttons: '버튼',
    buttonLabels: {
      default: '무료로 시작하기',
      accent: '혜택 받기',
      outline: '데모 예약',
      secondary: '자세히 알아보기',
      ghost: '취소',
      link: '가이드 읽기',
      destructive: '데모 삭제',
      inverse: '시작하기',
    },
    forms: '입력 필드',
    nameLabel: '이름',
    namePlaceholder: '김민지',
    messageLabel: '메시지',
    messagePlaceholder: '제품과 주요 고객층에 대해 알려 주세요.',
    websiteLabel: '회사 웹사이트',
    websiteValue: '우리 회사',
    websiteError: '올바른 URL을 입력하세요(예: https://example.co.kr).',
    disabledLabel: '워크스페이스 ID',
    disabledValue: '자동으로 지정됩니다',
    badges: '배지',
    badgeLabels: {
      default: '신규',
      accent: '커미션 30%',
      outline: '업데이트됨',
      muted: '출시 예정',
      live: '라이브 진행 중',
    },
  },
  rules: {
    title: '권장과 지양',
    description:
      '몇 가지 규칙만 지키면 브랜드를 알아보기 쉽고 모든 페이지를 편하게 쓸 수 있습니다.',
    do: '권장',
    dont: '지양',
    logoCaption: '로고 여백: 로고 사방에 심볼 높이 이상의 여백을 둡니다.',
    items: [
      {
        topic: '로고 여백',
        do: '로고 사방에 심볼 높이 이상의 여백을 확보하세요.',
        dont: '복잡한 사진 위에 로고를 올리거나, 늘리거나, 색을 바꾸거나, 다른 요소를 가까이 배치하기.',
      },
      {
        topic: '색상 대비',
        do: '각 색상을 짝이 되는 전경색 토큰과 함께 써서 텍스트가 WCAG AA 대비 기준을 충족하게 하세요.',
        dont: '색이 있는 배경에 연한 회색 텍스트를 쓰거나 색상만으로 의미를 전달하기.',
      },
      {
        topic: '어조',
        do: '명확하고 자신감 있게 쓰고, 고객이 얻는 성과를 먼저 말하며, 주장은 숫자로 뒷받침하세요.',
        dont: '전문 용어나 과장 표현을 남발하거나 모든 문장에 느낌표를 붙이기.',
      },
      {
        topic: '타이포그래피',
        do: '페이지마다 hero 또는 display 제목은 하나만 쓰고, 텍스트 스타일로 리듬을 만드세요.',
        dont: '새 글꼴 크기를 만들거나 긴 단락을 굵게 또는 대문자로 쓰기.',
      },
      {
        topic: '모션',
        do: '애니메이션은 짧고 목적 있게 만들고, 동작 줄이기 설정을 존중하세요.',
        dont: '일시정지할 수 없거나 콘텐츠에 방해가 되는 움직임을 자동 재생하기.',
      },
    ],
  },
};
