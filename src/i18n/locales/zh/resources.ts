import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: '近期活动',
    metaDescription: '在近期的活动、聚会和大会上与我们的团队见面。',
    title: '近期活动',
    text: '活动日历即将上线。',
  },
  templates: {
    metaTitle: '演示模板',
    metaDescription: '面向销售、营销和产品团队的开箱即用 AI 演示模板。',
    title: '演示模板',
    text: '模板库即将上线。',
  },
  videos: {
    metaTitle: '视频',
    metaDescription: '观看 AI 数字人与实时智能体如何演示产品。',
    title: '视频',
    text: '视频库即将上线。',
  },
  webinars: {
    metaTitle: '网络研讨会',
    metaDescription: '与演示专家一起直播探讨：如何借助 AI 演示转化更多访客。',
    title: '网络研讨会',
    text: '网络研讨会日程即将上线。',
  },
};
