import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live：ライブデモを行うAIエージェント',
  metaDescription:
    '{product} Liveは、訪問者一人ひとりに合わせて製品を紹介し、実際に操作しながら重要なポイントを示すリアルタイムのAIエージェントです。',
  banner: {
    label: 'お知らせ',
    text: '{product} Liveが登場',
    learnMore: '詳しく見る',
    dismiss: 'お知らせを閉じる',
  },
  hero: {
    eyebrow: '新登場',
    title: '製品デモをライブで行うAIエージェント、{product} Live',
    subtitle:
      '見込み顧客と会話し、実際の製品を操作しながら、相手にとって大切なポイントをリアルタイムで示します。それも、訪問のたびに。',
    seeItLive: 'ライブで体験',
    watchVideo: '動画を見る',
    imageAlt:
      '{product} Liveのエージェントが製品ダッシュボードを説明し、カーソルで強調表示されたグラフをクリックしている様子',
  },
  video: {
    title: '{product} Liveの実際の動き',
    description: '最初の質問から商談の予約まで、ライブエージェントが行うデモの全体をご覧ください。',
    frameTitle: '{product} Liveの製品紹介動画',
    close: '動画を閉じる',
    openElsewhere: '動画が再生されない場合は、新しいタブで開いてください',
  },
  highlights: {
    title: 'トップ営業のようなデモを、いつでも',
    items: [
      {
        title: 'プロのようにプレゼン',
        description:
          'エージェントが自社の言葉で製品の魅力を伝え、どんな質問にも柔軟に対応。調子の悪い日はありません。',
      },
      {
        title: 'クリックして操作',
        description: '実際の製品を操作し、画面を開いてワークフローを実行しながら説明します。',
      },
      {
        title: 'ポイントを強調',
        description:
          '見込み顧客ごとに関心のある機能を強調するので、スライドなしで数秒のうちに価値が伝わります。',
      },
    ],
  },
  benefits: {
    title: '{product} Liveが選ばれる理由',
    subtitle: '人が行う優れたデモの良さを、すべての訪問者に、いつでも。',
    items: [
      {
        title: '本物のライブエージェント',
        description:
          '録画ではありません。話を聞き、質問に答え、見込み顧客一人ひとりにその場で対応するライブエージェントです。',
      },
      {
        title: 'かんたんセットアップ',
        description:
          '製品URLを共有するだけで、数分でエージェントの準備が完了。台本づくりや動画撮影は不要です。',
      },
      {
        title: '待たせない製品体験',
        description:
          '見込み顧客は自分のペースで製品を確認し、商談を待たずに明確な答えを得られます。',
      },
      {
        title: 'コンバージョンの向上',
        description:
          '関心が最も高いタイミングで、確度の高い見込み顧客が商談を予約。チームは事前にニーズを把握できます。',
      },
    ],
  },
  cta: {
    title: 'デモのあり方を変えてみませんか？',
    subtitle: '今日から最初のライブAIデモを始めましょう。クレジットカードは不要です。',
    button: '今すぐ始める',
  },
};
