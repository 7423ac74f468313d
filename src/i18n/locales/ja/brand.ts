import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: 'ブランドガイドライン',
  metaDescription:
    '{product}のブランドガイドライン。タイポグラフィ、カラートークン、コンポーネント、そしてすべてのページをブランドらしく保つためのルールをまとめています。',
  eyebrow: 'デザインシステム',
  title: 'ブランドガイドライン',
  subtitle: '{product}のすべてのページを支える書体・色・コンポーネントと、その上手な使い方。',
  contents: 'このページの内容',
  typography: {
    title: 'タイポグラフィの階層',
    description:
      '8つのテキストスタイルであらゆる用途に対応します。大きなスタイルは画面幅に合わせて滑らかに拡大・縮小し、スマートフォンからデスクトップまで見出しのバランスを保ちます。',
    sample: '眠っている間も売れるデモ',
    listLabel: 'テキストスタイル',
    sizeLabel: 'サイズ',
    roles: {
      hero: 'ランディングページの見出し（1ページに1つ）',
      display: 'ページタイトル',
      heading: 'セクション見出し',
      subheading: 'カードのタイトルと小見出し',
      lead: '見出し下の導入文',
      body: '本文とフォーム',
      caption: 'ラベル、メタ情報、補足テキスト',
      micro: 'バッジ、注記、アイブロウ',
    },
  },
  fonts: {
    title: 'フォントファミリー',
    description:
      'ブランドの顔はInter。速さや正確さが求められる場面では、システムフォントと等幅フォントを使います。',
    primary: 'プライマリ',
    primaryUse: '見出し、UI、本文に使用。日本語・韓国語・中国語はシステムフォントで表示します。',
    secondary: 'セカンダリ',
    secondaryUse: 'コード、表の数値、技術的なトークンに使用。',
    specimen: 'すべての訪問者に、最高のデモを。',
    stackLabel: 'フォントスタック',
  },
  colors: {
    title: 'カラートークン',
    description:
      '16進数のカラーコードを直接使わず、セマンティックトークンを使うことで、すべての画面の一貫性とアクセシビリティを保ちます。',
    listLabel: 'セマンティックカラー',
    usage: {
      primary: '主要なアクション、リンク、フォーカスリング',
      secondary: '控えめなボタンと補助的な背景',
      accent: 'ハイライトやキャンペーン（使いすぎに注意）',
      muted: 'カードやセクションの落ち着いた背景',
      background: 'ページの地色',
      foreground: '本文とアイコン',
    },
  },
  components: {
    title: 'コンポーネント',
    description: '新しくスタイルを作らず、これらの部品を再利用してください。',
    buttons: 'ボタン',
    buttonLabels: {
      default: '無料で始める',
      accent: '特典を受け取る',
      outline: 'デモを予約',
      secondary: '詳しく見る',
      ghost: 'キャンセル',
      link: 'ガイドを読む',
      destructive: 'デモを削除',
      inverse: '今すぐ始める',
    },
    forms: 'フォーム項目',
    nameLabel: '氏名',
    namePlaceholder: '山田 花子',
    messageLabel: 'メッセージ',
    messagePlaceholder: '製品と見込み顧客について教えてください。',
    websiteLabel: '会社のWebサイト',
    websiteValue: 'うちの会社',
    websiteError: '有効なURLを入力してください（例：https://example.co.jp）。',
    disabledLabel: 'ワークスペースID',
    disabledValue: '自動で割り当てられます',
    badges: 'バッジ',
    badgeLabels: {
      default: '新機能',
      accent: '報酬30%',
      outline: '更新済み',
      muted: '近日公開',
      live: 'ライブ配信中',
    },
  },
  rules: {
    title: '推奨と禁止',
    description:
      'いくつかのルールを守るだけで、ブランドらしさと、すべてのページの使いやすさを保てます。',
    do: '推奨',
    dont: '禁止',
    logoCaption: 'アイソレーション：ロゴの四方にシンボルマークの高さ以上の余白を確保します。',
    items: [
      {
        topic: 'ロゴのアイソレーション',
        do: 'ロゴの四方に、シンボルマークの高さ以上の余白を確保してください。',
        dont: 'ごちゃごちゃした写真の上に置く、変形する、色を変える、他の要素を近づけすぎる。',
      },
      {
        topic: '色のコントラスト',
        do: '各色を対応する前景色トークンと組み合わせ、テキストがWCAG AAのコントラスト基準を満たすようにします。',
        dont: '色付きの背景に薄いグレーの文字を置く、色だけで意味を伝える。',
      },
      {
        topic: 'トーン＆ボイス',
        do: '明快で自信のある文章で、顧客にとっての成果を先に伝え、主張は数字で裏付けます。',
        dont: '専門用語や誇張表現を多用する、すべての文に感嘆符を付ける。',
      },
      {
        topic: 'タイポグラフィ',
        do: 'heroまたはdisplayの見出しは1ページに1つとし、テキストスタイルでリズムを作ります。',
        dont: '独自のフォントサイズを作る、長い段落を太字や大文字で組む。',
      },
      {
        topic: 'モーション',
        do: 'アニメーションは短く目的のあるものにし、視差効果を減らす設定を尊重します。',
        dont: '一時停止できない、またはコンテンツの妨げになる動きを自動再生する。',
      },
    ],
  },
};
