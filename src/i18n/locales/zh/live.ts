import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live：实时演示产品的 AI 智能体',
  metaDescription:
    '{product} Live 是一款实时 AI 智能体，能为每位访客讲解您的产品、亲自操作演示，并突出最重要的内容。',
  banner: {
    label: '公告',
    text: '全新推出 {product} Live',
    learnMore: '了解更多',
    dismiss: '关闭公告',
  },
  hero: {
    eyebrow: '全新',
    title: '全新 {product} Live：为您实时演示产品的 AI 智能体',
    subtitle:
      '它与潜在客户对话，在真实产品中点击操作，并实时突出每位客户关心的重点——每一次访问都是如此。',
    seeItLive: '观看实时演示',
    watchVideo: '观看视频',
    imageAlt: '{product} Live 智能体正在讲解产品仪表盘，光标点击一个高亮显示的图表',
  },
  video: {
    title: '{product} Live 实际演示',
    description: '观看实时智能体完成一次完整的产品演示：从第一个问题到成功预约会议。',
    frameTitle: '{product} Live 产品视频',
    close: '关闭视频',
    openElsewhere: '视频无法播放？在新标签页中打开',
  },
  highlights: {
    title: '像您最优秀的销售一样做演示',
    items: [
      {
        title: '专业讲解',
        description: 'AI 智能体用您的话讲述产品故事，灵活应对每一个问题，永远保持最佳状态。',
      },
      {
        title: '点击与导航',
        description: '它直接操作您的真实产品，一边打开页面、运行工作流，一边进行讲解。',
      },
      {
        title: '展示与高亮',
        description: '它会突出每位潜在客户关心的功能，无需翻看幻灯片，几秒钟就能让价值一目了然。',
      },
    ],
  },
  benefits: {
    title: '为什么选择 {product} Live',
    subtitle: '真人演示的所有优点，随时随地提供给每一位访客。',
    items: [
      {
        title: '真正的实时智能体',
        description: '不是录播，而是会倾听、会回答、能即时回应每位潜在客户的实时智能体。',
      },
      {
        title: '设置更简单',
        description: '只需分享产品网址，几分钟即可准备好智能体，无需撰写脚本或拍摄视频。',
      },
      {
        title: '自主探索，即问即答',
        description: '潜在客户可以按自己的节奏探索产品，无需等待会议就能直接获得解答。',
      },
      {
        title: '更高的转化率',
        description: '合格访客在兴趣最高时预约沟通，您的团队也能提前了解他们的需求。',
      },
    ],
  },
  cta: {
    title: '准备好让您的产品演示焕然一新了吗？',
    subtitle: '今天就上线您的第一个实时 AI 演示。无需信用卡。',
    button: '立即开始',
  },
};
