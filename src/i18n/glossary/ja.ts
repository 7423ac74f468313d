import type { Glossary } from './types';

/**
 * Japanese. Written for B2B buyers in です/ます; no space between Japanese and Latin words or
 * figures ('AIアバター', '3倍', 'Demoly Liveで'); ellipsis '…'; full-width ！？： after Japanese.
 * Figures as Intl writes them for ja: '92%', '2.5倍', but dollars named as US dollars: 'US$40,000'
 * (a bare '$' is not read as the US dollar in Japan); counts in Japanese words
 * ('80時間以上', '10分以内', '1万件以上'), never '80+' or '< 10'. The brand speaks without
 * 私たち: 当社 in the legal pages, no subject elsewhere; 私たち belongs to customers' quotes.
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
      pattern: /No\.\s?1|ナンバーワン|人気\s?1位/,
      why: 'a ranking beyond the source: “Most popular” is 一番人気 (not おすすめ, which says less)',
    },
    {
      pattern: /^おすすめ$/,
      why: '“Most popular” is 一番人気; おすすめ (recommended) is another claim',
    },
    {
      pattern: /（無断転載を禁じます）|第\d+項(?:の|で|に)/,
      why: 'footer “All rights reserved.”; a policy section is “3.で説明したとおり”, not 第3項',
    },
    {
      pattern: /(?:で|を)コンバージョン(?![率数のにがをはへ])|コンバージョン(?:する|させ|して)/,
      why: 'コンバージョン is a noun, not a verb (自動でコンバージョン): say 商談化 / 商談につなげる',
    },
    {
      pattern: /私たち/,
      where: /^(?!.*\.quote$)/,
      why: 'the brand does not say 私たち (私たちのチームにご相談ください reads translated): 当社 in legal text, no subject elsewhere; only customer quotes say 私たち',
    },
    { pattern: /サインイン/, why: 'sign in is ログイン everywhere, the admin included' },
    {
      pattern: /乗り換える理由/,
      why: '“Why teams switch” calque: the Japanese heading is 選ばれる理由',
    },
    {
      pattern: /レベニュー(?!シェア)/,
      why: 'revenue team / VP of Revenue are English leftovers: 営業・マーケティングチーム, 営業統括責任者 (レベニューシェア is established)',
    },
    { pattern: /\bVP\b|バイスプレジデント/, why: 'job titles in Japanese: 営業統括責任者, not VP' },
    { pattern: /ICP/, why: 'ICP is an English leftover: ターゲット適合度' },
    { pattern: /スニペット/, why: 'marketers say 埋め込みコード, not スニペット' },
    {
      pattern: /マルチテナント/,
      why: 'engineering jargon on a marketing page: クライアントごとに独立したワークスペース',
    },
    { pattern: /視聴体験/, why: '“viewer experience” calque (it is not a video): 製品体験' },
    { pattern: /購買準備/, why: '“buyers who are ready” calque: 購買意欲の高い見込み顧客' },
    { pattern: /まとめたノート/, why: '“compiled notes” calque: 実践ノウハウ' },
    { pattern: /ローンチページ/, why: 'name the page: ライブエージェント紹介ページ' },
    {
      pattern: /<\s?\d|\d\+(?!\d)|\d+分足らず/,
      why: 'English-shaped figures (< 10, 80+): 10分以内, 80時間以上',
    },
    { pattern: /\d\s+%|\d％/, why: 'percent as Intl writes it for ja: 92% (half-width, no space)' },
    {
      pattern: /\d\s*万?ドル|\$\s?\d+(?:\.\d+)?k\b|\d\s*\$|(?<!US)\$\s?\d|USD\s?\d/i,
      why: 'US dollars are written US$40,000 (not a bare $, 4万ドル, $40k or USD)',
    },
    { pattern: /•/, why: '“Create a demo • it’s free!” shape: Japanese says 無料でデモを作成' },
    {
      pattern: /[ぁ-んァ-ヶ一-龠ー][!?:]/,
      why: 'after Japanese text the marks are full-width: ！？：',
    },
    {
      pattern:
        /[A-Za-z]\s+[ぁ-んァ-ヶ一-龠]|[ぁ-んァ-ヶ一-龠]\s+[A-Za-z]|\d\s+[分時件倍回日月年名社人]/,
      // A testimonial attribution sets company and title apart, as Japanese sites print it.
      where: /^(?!.*\.role$)/,
      why: 'no space between Japanese and Latin words or figures: NULL文字, 10分',
    },
    {
      pattern: /[A-Za-z]の/,
      where: /\.role$/,
      why: 'a testimonial attribution is “Lumenly 営業統括責任者” (company, space, title), not “Lumenlyの…”',
    },
    { pattern: /B2B/, why: 'one spelling, as the blog writes it: BtoB' },
  ],
};
