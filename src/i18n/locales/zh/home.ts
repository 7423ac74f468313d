import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: 'AI 数字人全天候演示您的产品',
  metaDescription:
    'AI 数字人和实时 AI 智能体为每位访客带来逼真的产品演示，筛选潜在客户，把兴趣转化为销售管道。',
  hero: {
    eyebrow: '面向 B2B 团队的 AI 演示智能体',
    title: '让 AI 数字人{highlight}演示您的产品',
    titleWords: ['为每位访客', '为每条线索', '在每个时区'],
    pitch:
      '访客产生兴趣的那一刻就能看到产品演示，无需预约会议。{product} 会筛选每一位潜在客户，把兴趣转化为真正的销售机会。',
    primaryCta: '免费创建演示',
    secondaryCta: '或与我们的销售团队交流',
    trustLine: '无需信用卡 · 10 分钟内上线',
  },
  demo: {
    label: 'AI 产品实时演示',
    posterAlt: 'AI 数字人在产品实时演示中讲解数据分析仪表盘',
    live: '实时',
    join: '加入演示',
    joinHint: '语音或文字均可，AI 数字人实时为您解答。',
    frameTitle: 'AI 数字人产品实时演示',
    enterFullscreen: '进入全屏',
    exitFullscreen: '退出全屏',
    skip: '跳过演示，继续浏览',
    openElsewhere: '演示无法加载？在新标签页中打开',
  },
  logos: {
    title: '深受快速成长企业的销售与营销团队信赖',
  },
  painPoints: {
    title: '别再因为{phrase}而丢单',
    phrases: [
      '跟进太慢',
      '客户爽约演示会议',
      '线索未经筛选',
      '时区差异',
      '千篇一律的产品导览',
      '售前工程师分身乏术',
    ],
    pause: '暂停轮播文字',
    play: '继续轮播文字',
  },
  features: {
    eyebrow: '核心优势',
    title: '借助 AI 演示，让转化为合格商机的访客增至 3 倍',
    subtitle: '一个 AI 数字人即可完成演示、筛选和交接，您的团队只需跟进已准备好购买的客户。',
    tryFree: '免费试用',
    bookExpert: '或预约专家为您演示',
    cards: [
      {
        title: '逼真的 AI 演示环境',
        headline: '为每位访客带来基于真实产品的{highlight}',
        highlight: '逼真实时演示',
        subheadline: '数字人直接操作您的真实应用，用语音解答问题，并根据每位潜在客户调整讲解重点。',
        meta: '只需产品网址，10 分钟内完成设置',
      },
      {
        title: '首次会议前就了解客户',
        headline: '每次通话之前，{highlight}',
        highlight: '您已对客户了如指掌',
        subheadline: '公司、职位、预算和核心需求都会在演示中收集，并在您开口问好之前整理成摘要。',
        meta: '合格线索增至 2.5 倍',
      },
      {
        title: '全天候自动转化',
        headline: '{highlight}自动转化访客',
        highlight: '不分昼夜',
        subheadline:
          '深夜的访客和身处其他时区的潜在客户都能获得同样出色的演示，会议直接约进您的日历。',
        meta: '每月节省 80 多个小时',
      },
      {
        title: '基于对话的自动化工作流',
        headline: '根据潜在客户的真实反馈，自动触发{highlight}',
        highlight: '恰到好处的跟进',
        subheadline:
          '痛点、预算、时间线、理想客户匹配度、购买意向和使用场景都会同步到 CRM，并自动启动下一步。',
        meta: '跟进速度提升至 2 倍',
      },
      {
        title: '了解哪些功能带来收入',
        headline: '看清哪些功能{highlight}',
        highlight: '真正带来收入',
        subheadline:
          '每个提问和每次点击都与销售管道关联，产品团队和营销团队能准确知道是什么在帮助赢单。',
        meta: '成交率提升 38%',
      },
    ],
    illustrations: {
      agentName: 'Ava · AI 演示智能体',
      visitorQuestion: '能和我们的 CRM 同步吗？',
      agentAnswer: '可以！我现在就为您实时演示同步过程。',
      screenTitle: '销售管道概览',
      profileTitle: '客户画像',
      profileRows: [
        { label: '公司规模', value: '200–500 名员工' },
        { label: '预算', value: '每年 US$40,000' },
        { label: '采购时间', value: '本季度' },
        { label: '购买意向', value: '高' },
      ],
      activityTitle: '在您的团队休息时',
      activity: ['演示完成 · 线索已筛选', '已预约销售会议', '跟进邮件已发送'],
      signals: ['痛点', '预算', '时间线', '理想客户匹配度', '购买意向', '使用场景'],
      actions: ['在 CRM 中创建商机', '在聊天工具中提醒销售', '发送个性化跟进'],
      revenueTitle: '各功能影响的销售管道',
      revenueFeatures: ['数据分析', '集成', '自动化', '报表'],
    },
  },
  testimonial: {
    quote:
      '“仅用一个季度，我们网站的转化率就提升了 300%。AI 数字人凌晨 2 点演示产品，比我们大多数人下午 2 点讲得还好，而且每条线索到手时都已经过筛选。”',
    role: 'Lumenly 营收副总裁',
    label: '客户故事',
    ratingLabel: '评分：5 分（满分 5 分）',
  },
  roles: {
    eyebrow: '为每个团队打造',
    title: '一个 AI 演示，三个团队共赢',
    subtitle: '营销、销售和产品团队都能从每一次对话中获得所需的洞察。',
    tabsLabel: '团队',
    items: {
      marketing: {
        tab: '营销团队',
        team: '面向营销团队',
        badge: '销售管道增长',
        metric: '3 倍',
        metricLabel: '互动率',
        description:
          '把匿名流量变成可衡量的销售管道。看清哪些受众在互动、哪些信息打动人心、哪些活动带来了准备购买的客户。',
        points: ['受众分析', '演示分析', '对话分析'],
      },
      sales: {
        tab: '销售团队',
        team: '面向销售团队',
        badge: '加速成交',
        metric: '65%',
        metricLabel: '销售周期缩短',
        description:
          '每条线索都在演示过程中完成筛选和评分。销售人员可以跳过需求摸底，把时间花在本季度就能成交的商机上。',
        points: ['线索筛选', '线索评分', '使用场景'],
      },
      product: {
        tab: '产品团队',
        team: '面向产品团队',
        badge: '产品洞察',
        metric: '超 1 万条',
        metricLabel: '潜在客户提问已分析',
        description:
          '倾听潜在客户用自己的话说出需求。发现缺失的功能、令人困惑的流程，以及真正左右成交的关键能力。',
        points: ['产品分析', 'AI 洞察', '客户反馈'],
      },
    },
  },
  results: {
    eyebrow: '成果',
    title: '客户取得的实际成效',
    items: [
      { value: '+38%', label: '成交率' },
      { value: '超 80 小时', label: '每月节省' },
      { value: '2 倍', label: '跟进速度' },
      { value: '1 个月', label: '收回投资' },
      { value: '3 倍', label: '互动率' },
      { value: '65%', label: '销售周期缩短' },
      { value: '2.5 倍', label: '合格线索数量' },
      { value: '不到 10 分钟', label: '只需产品网址即可完成设置' },
    ],
  },
  integrations: {
    eyebrow: '集成',
    title: '与团队现有工具无缝协作',
    subtitle:
      '合格线索、对话摘要和后续步骤会直接送达团队的工作场景：聊天、邮件、设计工具、CRM 和日历。',
    groups: {
      chat: '聊天',
      mail: '邮件',
      design: '设计',
      crm: 'CRM 与销售',
      scheduling: '日程预约',
    },
  },
  cta: {
    title: '准备好让 AI 为您演示产品了吗？',
    text: '几分钟即可创建第一个 AI 演示，也可以与我们的团队聊聊如何在全公司推广。',
    primary: '创建演示',
    secondary: '预约销售沟通',
  },
  faq: {
    title: '常见问题',
    items: [
      {
        question: 'AI 演示是如何运作的？',
        answer:
          '您只需分享产品网址和一些说明。{product} 会创建一个熟悉您产品的 AI 数字人，在您的网站上随时通过屏幕实时展示产品，并以语音或文字回答访客的问题。',
      },
      {
        question: '设置需要多长时间？',
        answer:
          '大多数团队在 10 分钟内即可上线：粘贴产品网址，选择数字人，再用一段代码把演示嵌入网站即可。',
      },
      {
        question: '如何筛选访客？',
        answer:
          '在对话中，数字人会识别痛点、预算、时间线、理想客户匹配度、购买意向和使用场景。每条线索都会获得评分和摘要，并自动启动相应的工作流。',
      },
      {
        question: '可以连接我们的 CRM 和日历吗？',
        answer:
          '可以。合格线索和对话摘要会同步到您的 CRM，高意向线索可以直接在您的日历中预约会议，提醒则会发送到团队聊天工具或邮箱。',
      },
      {
        question: '可以免费试用吗？',
        answer:
          '可以。您可以免费创建演示，需要更多演示次数、席位或高级分析时再升级。开始使用无需信用卡。',
      },
    ],
  },
};
