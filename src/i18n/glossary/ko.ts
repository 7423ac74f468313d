import type { Glossary } from './types';

/**
 * Korean. 합니다 for statements and 하세요 for calls to action, as Korean SaaS sites write;
 * team names without a space ('영업팀'); multiplier '3배'; ellipsis '…'. The people a demo
 * serves are 잠재 고객 (prospects), never 구매자 (a shopper); their buying intent is 구매 의향.
 * Figures as Intl writes them for ko: '92%', 'US$40,000', '2.5배'; counts in Korean words
 * ('80시간 이상', '10분 이내', '1만 건 이상'), never '80+' or '< 10'. The legal pages speak as
 * 당사 to 이용자 in 합쇼체 (주십시오); 저희 belongs to marketing copy and customer quotes.
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
    {
      pattern: /구매자/,
      why: 'the visitors are prospects, 잠재 고객; 구매자 reads as a shopper who already bought',
    },
    { pattern: /구매 ?의도/, why: 'buying intent is 구매 의향, as in the lead profile' },
    { pattern: /ICP/, why: 'ICP is an English leftover: 타깃 적합도' },
    {
      pattern: /\bVP\b|바이스 ?프레지던트/,
      why: 'job titles in Korean: 영업 총괄 부사장, not VP',
    },
    { pattern: /페인 ?포인트/, why: 'pain points are 고충 (an English leftover in Korean copy)' },
    { pattern: /스니펫/, why: 'marketers say 삽입 코드, not 스니펫' },
    {
      pattern: /멀티 ?테넌트/,
      why: 'engineering jargon on a marketing page: 고객사별 독립 워크스페이스',
    },
    { pattern: /세일즈 ?엔지니어/, why: 'sales engineers are 기술 영업 담당자' },
    { pattern: /플레이북/, why: 'English jargon: 실전 가이드' },
    { pattern: /시청 경험/, why: '“viewer experience” calque (it is not a video): 제품 탐색' },
    { pattern: /정리한 노트/, why: '“compiled notes” calque: 실전 인사이트' },
    {
      pattern: /(전환|갈아타)(하)?는 이유|팀들이 선택/,
      why: '“Why teams switch” calque: 많은 팀이 선택하는 이유, {product} Live를 선택하는 이유',
    },
    {
      pattern: /자동(으로)? ?전환/,
      why: '“Autopilot conversions” calque; 자동 전환 reads as automatic switching: say what happens (미팅 예약)',
    },
    { pattern: /경험한 숫자/, why: '“Numbers our customers see” calque: 숫자로 보는 고객 성과' },
    { pattern: /가장 인기$/, why: 'a badge cut off mid-phrase: “Most popular” is 최고 인기' },
    { pattern: /보고서/, why: 'one word for reports, site and blog: 리포트' },
    {
      pattern: /<\s?\d|(?<=[\d가-힣])\+(?!\d)/,
      why: 'English-shaped figures (< 10, 80+, 1만 건+): 10분 이내, 80시간 이상, 1만 건 이상',
    },
    { pattern: /\d\s+%|％/, why: 'percent as Intl writes it for ko: 92% (half-width, no space)' },
    {
      pattern: /\d\s*만?\s*달러|(?<!US)\$\s?\d|\d\s?[kK]\b|USD|\$US/,
      why: 'US dollars as Intl writes them for ko: US$40,000 (not 4만 달러, $40k or USD)',
    },
    { pattern: /•/, why: '“Create a demo • it’s free!” shape: Korean says 무료로 데모 만들기' },
    {
      pattern: /저희|여러분/,
      where: /^legal\./,
      why: 'the legal pages speak as 당사 and address 이용자; 저희 and 여러분 belong to marketing copy',
    },
    {
      pattern: /(?:을|를|와|과|이|가|은|는)\((?:을|를|와|과|이|가|은|는)\)|\(으\)로/,
      why: 'write around a placeholder instead of 을(를), 와(과) or (으)로',
    },
    { pattern: /[다요)]\.[가-힣]/, why: 'a space after the full stop between sentences' },
  ],
};
