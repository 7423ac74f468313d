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
    {
      pattern: /买家/,
      why: 'buyer reads as an online shopper (淘宝买家); B2B visitors are 潜在客户 or 客户',
    },
    {
      pattern: /ICP/,
      why: 'in China ICP is the ICP备案 website licence; an ICP fit is 理想客户匹配度',
    },
    {
      pattern: /营收团队|销售副总裁/,
      why: 'revenue team is 销售与营销团队; VP of Revenue is 营收副总裁 (销售副总裁 is VP of Sales, a narrower role)',
    },
    { pattern: /\bVP\b/, why: 'an English title left over: 副总裁' },
    { pattern: /[<>]\s*\d/, why: 'English-shaped "< 10": 不到 10 分钟, 10 分钟内' },
    {
      pattern: /\d\s*[万千]?\+/,
      why: 'English-shaped "80+", "1 万+": 超 80 小时, 80 多个小时, 超 1 万',
    },
    {
      pattern: /纷纷(转用|选择)|转用的理由/,
      why: 'calque of "Why teams switch": 核心优势, 为什么选择…',
    },
    { pattern: /观看体验/, why: 'calque of "viewer experience"; a demo is explored, not watched' },
    { pattern: /亲眼见证/, why: 'calque of "numbers our customers see": 客户取得的实际成效' },
    { pattern: /在此注册/, why: 'calque of "Sign up here": 立即注册' },
    { pattern: /产品智能/, why: 'calque of "product intelligence": 产品分析' },
    {
      pattern: /美元|(?<!US)\$\s?\d/,
      why: 'US dollars are written US$40,000 (as the prices the code formats), not 4 万美元 or $40k',
    },
    { pattern: /\d\s+%/, why: 'Chinese writes 92%, with no space before the percent sign' },
    { pattern: /十分钟/, why: 'figures in digits, as everywhere else: 10 分钟' },
    { pattern: /(?<!迷)你/, why: 'the site says 您 throughout, the admin included' },
    { pattern: /账号/, why: 'account is 账户, as on the sign-in page and in the legal pages' },
    { pattern: /\bslug\b/i, why: 'a slug is 网址别名 in the admin' },
  ],
};
