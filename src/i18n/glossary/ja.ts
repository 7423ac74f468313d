import type { Glossary } from './types';

/**
 * Japanese. Written for B2B buyers in です/ます; no space between Japanese and Latin words or
 * figures ('AIアバター', '3倍', 'Demoly Liveで'); ellipsis '…'.
 */
export const glossary: Glossary = {
  terms: {
    qualify: '見極め', // verb 見極める; a qualified lead is 確度の高いリード
    seats: 'ユーザー', // '2ユーザー', 'ユーザー数': how Japanese SaaS price pages count seats
    useCase: 'ユースケース',
    agent: 'エージェント',
    avatar: 'アバター',
    demoRoom: 'デモルーム',
    pipeline: 'パイプライン',
    salesTeam: '営業チーム',
    marketingTeam: 'マーケティングチーム',
    productTeam: 'プロダクトチーム',
    closeRate: '成約率',
    completionRate: '完了率',
  },
  forbidden: [
    { pattern: /選別/, why: 'qualify is 見極め; 選別 reads as sorting people' },
    { pattern: /有望/, why: 'qualified is 見極め済み; 有望 (promising) is a different claim' },
    { pattern: /クオリファイ/, why: 'qualify is 見極め' },
    { pattern: /\d\s*席|席数/, why: 'seats are ユーザー (2ユーザー); 席 is a theatre seat' },
    { pattern: /シート/, why: 'seats are ユーザー, not シート' },
    { pattern: /活用事例/, why: 'use case is ユースケース; 活用事例 means customer case studies' },
    { pattern: /アシスタント/, why: 'agent is エージェント' },
    { pattern: /代理店/, why: 'agency is エージェンシー, as on the agencies page' },
    { pattern: /ドタキャン/, why: 'too casual for B2B copy' },
    { pattern: /受注率|クロージング率/, why: 'close rate is 成約率' },
    { pattern: /製品チーム/, why: 'product team is プロダクトチーム' },
    {
      pattern: /購買担当/,
      why: 'the visitors are prospects, 見込み顧客; 購買担当者 is a procurement officer',
    },
    { pattern: /見極め済み/, why: 'a qualified lead is 確度の高いリード' },
    {
      pattern: /No\.\s?1|ナンバーワン|一番人気|人気\s?1位/,
      why: 'an unprovable ranking claim: the recommended plan is おすすめ',
    },
  ],
};
