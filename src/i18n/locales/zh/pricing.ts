import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: '价格方案',
  metaDescription:
    '简单透明的 AI 产品演示方案：用 Base 免费起步，用 Growth 规模化增长，或选择配备实时演示智能体的 Enterprise。',
  title: '与您的销售管道一同成长的价格方案',
  subtitle: '免费开始，只为实际进行的演示付费；客户需求增长时，随时升级。',
  billing: {
    label: '计费周期',
    monthly: '按月',
    yearly: '按年',
    yearlyBadge: '额外赠送 100 次演示！',
  },
  card: {
    popular: '最受欢迎',
    perMonth: '/月',
    perYear: '/年',
    billedYearly: '按年计费，立享 85 折',
    billedMonthly: '按月计费，随时取消',
    demosLabel: '每月演示次数',
    demoOption: '每月 {count} 次',
    allowance: '每月 {count} 次演示',
    allowanceBonus: '每月 {count} 次演示 + 每年赠送 {bonus} 次演示',
    quoteTitle: '获取报价',
    quoteText: '根据您的团队规模定制批量价格。',
    bookDemo: '预约演示',
    customPrice: '定制价格',
    customText: '演示次数不限，按您的团队需求定价。',
    includes: '包含功能',
    moreInfo: '“{feature}”详情',
  },
  plans: {
    base: {
      description: '适合首次尝试 AI 演示的创始人和小型团队。',
      cta: '免费开始',
      features: [
        { label: '2 个席位', info: '邀请一位同事与您一起创建和审阅演示。' },
        { label: '1 个演示室', info: '一个可嵌入官网或通过链接分享的实时演示空间。' },
        { label: '部分集成', info: '连接日历和邮箱，在常用工具中接收线索。' },
        { label: '基础分析', info: '查看浏览量、完成率以及访客最常提出的问题。' },
      ],
    },
    growth: {
      description: '适合将网站流量转化为销售管道的销售和营销团队。',
      cta: '开始免费试用',
      features: [
        { label: '10 个席位', info: '让销售、营销和产品团队围绕同一套演示协作。' },
        { label: '演示室数量不限', info: '为每个产品、客群或营销活动打造专属演示室。' },
        {
          label: '集成与工作流',
          info: '将合格线索同步到 CRM，并根据潜在客户在演示中的表达自动触发跟进。',
        },
        { label: '高级分析', info: '洞察购买意向、痛点，以及推动成交的关键功能。' },
        {
          label: '去除 {product} 品牌标识',
          info: '演示中只展示您的品牌，不显示 {product} 的标志或徽章。',
        },
      ],
    },
    enterprise: {
      description: '适合需要实时智能体、定制 AI 和全程部署支持的企业。',
      cta: '联系销售',
      everythingIn: '包含 Growth 全部功能，另加：',
      features: [
        { label: '自定义域名', info: '在 demo.yourcompany.com 等自有域名上托管演示。' },
        { label: '自定义品牌', info: '在每个界面使用您的字体、配色和标志。' },
        { label: '定制演示框架', info: '围绕您的销售方法论设计脚本与流程。' },
        { label: '实时演示智能体', info: 'AI 智能体实时讲解、点击并操作您的产品。' },
        { label: '部署与集成服务', info: '我们的团队为您搭建首批演示并连接现有工具。' },
        { label: '最新 AI 模型', info: '抢先使用最新的语音与推理模型。' },
        { label: '定制 AI 数字人', info: '以您的品牌或团队成员为原型，打造逼真的数字人。' },
      ],
    },
  },
  booking: {
    title: '不确定哪个方案适合您？',
    subtitle: '选择一个方便的时间，产品专家将为您逐步讲解。',
    fallback: '打开预约日历',
  },
  faq: {
    title: '常见问题',
    items: [
      {
        question: '之后可以更换方案吗？',
        answer: '可以。您可以随时升级或降级，变更将从下一个计费周期开始生效。',
      },
      {
        question: '支持哪些付款方式？',
        answer: '我们支持所有主流信用卡和 PayPal。Enterprise 客户还可以通过银行转账付款。',
      },
      {
        question: '有免费试用吗？',
        answer: '有。所有付费方案均提供 14 天免费试用，无需绑定信用卡。',
      },
      {
        question: '达到演示次数上限后会怎样？',
        answer: '在您接近上限时我们会提前通知，您可以升级方案或按需增购演示次数。',
      },
      {
        question: '可以退款吗？',
        answer:
          '年付方案享有 30 天退款保证：首次支付年费后 30 天内取消，即可获得全额退款。月付方案可随时取消，服务持续到已付费月份结束。',
      },
    ],
  },
};
