import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: 'ログイン',
  metaDescription:
    '{product}にログインして、AI製品デモの作成、すべての会話の確認、購買意欲の高い訪問者の把握を行いましょう。',
  title: 'おかえりなさい',
  subtitle: 'ログインしてAIデモを管理し、確度の高いリードにすぐフォローアップしましょう。',
  tabsLabel: 'ログインまたはアカウント作成',
  signInTab: 'ログイン',
  signUpTab: '新規登録',
  emailLabel: '勤務先のメールアドレス',
  emailPlaceholder: 'taro@example.co.jp',
  rememberMe: '{days}日間ログインしたままにする',
  sendCode: '{digits}桁のコードを送信',
  sendCodeHint:
    '{digits}桁のコードをメールでお送りします。パスワードを覚えておく必要はありません。',
  divider: 'または',
  signInWithPassword: 'パスワードでログイン',
  redirecting: '{product}を開いています…',
  noAccount: 'アカウントをお持ちでない方は{link}',
  signUpLink: 'こちらから登録',
  legalNote: '続行すると、{terms}と{privacy}に同意したものとみなされます。',
  termsLink: '利用規約',
  privacyLink: 'プライバシーポリシー',
  errors: {
    emailRequired: 'メールアドレスを入力してください。',
    emailInvalid: '有効なメールアドレスを入力してください（例：taro@example.co.jp）。',
  },
  signUp: {
    title: 'アカウントを作成',
    subtitle: '最初のAIデモを10分以内に公開できます。クレジットカードは不要です。',
    submit: '無料アカウントを作成',
    haveAccount: 'すでにアカウントをお持ちの方は{link}',
    signInLink: 'ログイン',
  },
  carousel: {
    label: '{product}でできること',
    previous: '前のスライド',
    next: '次のスライド',
    goTo: 'スライド{number}を表示：{title}',
    slideLabel: '{number} / {total}',
    pause: 'スライドショーを一時停止',
    play: 'スライドショーを再生',
    slides: [
      {
        title: 'リアルタイム分析',
        description:
          'デモの様子をライブで確認し、訪問者がどの機能を見て、何を質問し、どこに関心を持ったかを把握できます。',
      },
      {
        title: 'リードインテリジェンス',
        description:
          'すべての会話を予算、導入時期、購買意欲でスコアリング。営業チームは優先すべき相手から連絡できます。',
      },
      {
        title: 'エンゲージメント分析',
        description: 'よく寄せられる質問や懸念を洗い出し、より説得力のある提案に生かせます。',
      },
    ],
  },
};
