import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: '로그인',
  metaDescription:
    '{product}에 로그인하여 AI 제품 데모를 만들고, 모든 대화를 확인하고, 구매 준비가 된 방문자를 파악하세요.',
  title: '다시 오신 것을 환영합니다',
  subtitle: '로그인해 AI 데모를 관리하고, 가장 유망한 리드에 바로 후속 연락하세요.',
  tabsLabel: '로그인 또는 계정 만들기',
  signInTab: '로그인',
  signUpTab: '회원가입',
  emailLabel: '업무용 이메일',
  emailPlaceholder: 'name@company.co.kr',
  rememberMe: '{days}일 동안 로그인 유지',
  sendCode: '{digits}자리 코드 보내기',
  sendCodeHint: '{digits}자리 코드를 이메일로 보내 드리므로 비밀번호를 기억할 필요가 없습니다.',
  divider: '또는',
  signInWithPassword: '비밀번호로 로그인',
  redirecting: '{product}를 여는 중…',
  noAccount: '계정이 없으신가요? {link}',
  signUpLink: '회원가입',
  legalNote: '계속하면 {terms} 및 {privacy}에 동의하는 것으로 간주됩니다.',
  termsLink: '서비스 이용약관',
  privacyLink: '개인정보 처리방침',
  errors: {
    emailRequired: '이메일 주소를 입력하세요.',
    emailInvalid: '올바른 이메일 주소를 입력하세요(예: name@company.co.kr).',
  },
  signUp: {
    title: '계정 만들기',
    subtitle: '10분 안에 첫 AI 데모를 시작하세요. 신용카드가 필요 없습니다.',
    submit: '무료 계정 만들기',
    haveAccount: '이미 계정이 있으신가요? {link}',
    signInLink: '로그인',
  },
  carousel: {
    label: '{product}로 얻을 수 있는 것',
    previous: '이전 슬라이드',
    next: '다음 슬라이드',
    goTo: '슬라이드 {number} 보기: {title}',
    slideLabel: '{total}개 중 {number}번째',
    pause: '슬라이드쇼 일시정지',
    play: '슬라이드쇼 재생',
    slides: [
      {
        title: '실시간 분석',
        description:
          '데모를 실시간으로 확인하고 각 방문자가 어떤 기능을 살펴보고, 무엇을 묻고, 어디에 오래 머무는지 파악하세요.',
      },
      {
        title: '리드 인텔리전스',
        description:
          '모든 대화를 예산, 도입 시기, 구매 의향으로 점수화하여 영업팀이 가장 먼저 연락할 대상을 알려 줍니다.',
      },
      {
        title: '참여 인사이트',
        description: '가장 자주 나오는 질문과 우려 사항을 찾아 더 설득력 있는 피치로 바꾸세요.',
      },
    ],
  },
};
