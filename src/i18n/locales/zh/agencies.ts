import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: '借助 AI 演示，让代理商业务规模化增长',
  metaDescription: '面向代理商的白标 AI 演示：多客户管理、高级分析、快速部署。',
  hero: {
    eyebrow: '代理商专属',
    title: '借助 AI 演示，让代理商业务规模化增长',
    subtitle: '以您自己的品牌，在一个控制台中为每位客户提供全天候促成销售的 AI 演示。',
    becomePartner: '成为合作伙伴',
    scheduleConsultation: '预约咨询',
  },
  features: {
    title: '转售 AI 演示所需的一切',
    subtitle: '无需增加人手，即可更快上线、服务更多客户并用数据证明成效。',
    items: [
      {
        title: '白标解决方案',
        description: '以您自己的品牌交付演示，每个界面都展示您的标志、配色和域名。',
      },
      {
        title: '多客户管理',
        description: '在一个控制台中管理所有客户账户，工作区、用户和数据彼此隔离。',
      },
      {
        title: '高级分析',
        description: '用可直接分享的报告，向每位客户展示其演示带来的线索、意向信号和收入。',
      },
      {
        title: '快速部署',
        description: '只需产品网址，不到 10 分钟即可上线实时 AI 演示，并快速推广到所有客户。',
      },
    ],
  },
  checklist: {
    title: '从第一天起就为代理商打造',
    subtitle: '助力合作伙伴成长的工具、支持与计划。',
    items: [
      '多租户客户隔离',
      '自定义品牌与域名',
      '演示批量创建工具',
      '代理商级报告',
      '合作伙伴优先支持',
      '收入分成',
      '培训与认证',
      '联合营销计划',
    ],
  },
  testimonials: {
    title: '与 {product} 共同成长的代理商',
    rating: '评分：{rating} 分（满分 5 分）',
    items: [
      {
        quote:
          '我们在一个月内为十二家客户上线了 AI 演示。每家客户的合格线索都有所增长，而且借助白标功能，客户看到的是我们的品牌，而不是别人的。',
        role: 'Northwind Digital 创始人',
      },
      {
        quote:
          '以前每个周五都耗在写报告上。现在每位客户都能清楚看到演示带来的销售管道，我们的客户留存率也达到了历史最高。',
        role: 'Brightpath Agency 增长负责人',
      },
    ],
  },
  cta: {
    title: '准备好让您的代理商业务更上一层楼了吗？',
    subtitle: '加入合作伙伴计划，为客户提供在他们休息时也能持续促成销售的演示。',
    apply: '申请成为合作伙伴',
    guide: '索取合作伙伴指南',
    guideHint: '我们将通过邮件发送指南',
    guideSubject: '索取合作伙伴指南',
    guideBody: '您好，请将 {product} 合作伙伴指南发送给我。代理商名称：',
  },
};
