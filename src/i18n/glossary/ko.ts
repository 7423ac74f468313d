import type { Glossary } from './types';

/**
 * Korean. 합니다 for statements and 하세요 for calls to action, as Korean SaaS sites write;
 * team names without a space ('영업팀'); multiplier '3배'; ellipsis '…'.
 */
export const glossary: Glossary = {
  terms: {
    qualify: '검증', // a qualified lead is 검증된 리드
    seats: '사용자', // '사용자 2명': how Korean SaaS price pages count seats
    useCase: '사용 사례',
    agent: '에이전트',
    avatar: '아바타',
    demoRoom: '데모룸',
    pipeline: '파이프라인',
    salesTeam: '영업팀',
    marketingTeam: '마케팅팀',
    productTeam: '제품팀',
    closeRate: '성사율',
    completionRate: '완료율',
  },
  forbidden: [
    { pattern: /좌석|시트/, why: 'seats are 사용자 (사용자 2명)' },
    { pattern: /선별|자격 ?심사/, why: 'qualify is 검증' },
    { pattern: /활용 사례/, why: 'use case is 사용 사례; 활용 사례 reads as customer stories' },
    { pattern: /(영업|마케팅|제품) 팀/, why: 'team names are written without a space: 영업팀' },
    { pattern: /상담원|대리인/, why: 'agent is 에이전트' },
    { pattern: /클로징률|수주율|계약률/, why: 'close rate is 성사율' },
    { pattern: /위한$/, why: 'a label that ends in 을 위한 reads cut off' },
    { pattern: /매출 ?팀/, why: 'revenue teams are 영업·마케팅팀; 매출 팀 is not a team name' },
  ],
};
