import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: '예정된 이벤트',
    metaDescription: '예정된 이벤트, 밋업, 컨퍼런스에서 저희 팀을 만나 보세요.',
    title: '예정된 이벤트',
    text: '이벤트 캘린더가 곧 공개됩니다.',
  },
  templates: {
    metaTitle: '데모 템플릿',
    metaDescription: '영업팀, 마케팅팀, 제품팀을 위한 바로 쓰는 AI 데모 템플릿.',
    title: '데모 템플릿',
    text: '템플릿 라이브러리가 곧 공개됩니다.',
  },
  videos: {
    metaTitle: '동영상',
    metaDescription: 'AI 아바타와 라이브 에이전트가 제품을 시연하는 모습을 확인하세요.',
    title: '동영상',
    text: '동영상 갤러리가 곧 공개됩니다.',
  },
  webinars: {
    metaTitle: '웨비나',
    metaDescription:
      '데모 전문가와 함께 AI 데모로 더 많은 방문자를 고객으로 만드는 방법을 알아보는 라이브 웨비나.',
    title: '웨비나',
    text: '웨비나 일정이 곧 공개됩니다.',
  },
};
