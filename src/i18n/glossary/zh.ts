import type { Glossary } from './types';

/**
 * Simplified Chinese. Concise, 您 throughout; a space between Chinese and Latin words or figures
 * ('AI 数字人', '3 倍', '{product} Live'), none next to full-width punctuation; ellipsis '…'.
 */
export const glossary: Glossary = {
  terms: {
    qualify: '筛选', // a qualified lead is 合格线索, the industry's word (MQL 营销合格线索)
    seats: '席位',
    useCase: '使用场景',
    agent: '智能体',
    avatar: '数字人',
    demoRoom: '演示室',
    pipeline: '销售管道',
    salesTeam: '销售团队',
    marketingTeam: '营销团队',
    productTeam: '产品团队',
    closeRate: '成交率',
    completionRate: '完成率',
  },
  forbidden: [
    { pattern: /代理(?!商)/, why: 'agent is 智能体; 代理 also means agency (代理商)' },
    { pattern: /助手/, why: 'agent is 智能体; 助手 is an assistant' },
    { pattern: /形象(?<!品牌形象)/, why: 'avatar is 数字人, not AI 形象 / 虚拟形象' },
    { pattern: /化身/, why: 'avatar is 数字人' },
    { pattern: /甄别|认定/, why: 'qualify is 筛选' },
    { pattern: /应用场景/, why: 'use case is 使用场景' },
    { pattern: /市场团队/, why: 'marketing team is 营销团队' },
    { pattern: /(?<!销售)管道/, why: 'pipeline is 销售管道' },
    { pattern: /座位|用户数/, why: 'seats are 席位' },
    { pattern: /赢单率|签约率|成单率/, why: 'close rate is 成交率' },
    { pattern: /合格销售管道/, why: 'a qualified pipeline is 合格商机' },
  ],
};
