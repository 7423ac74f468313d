import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: 'ほかの言語版にも反映しますか？',
    description: '元の記事の{fields}を変更しました。ほかの言語版は変更前のままです。',
    fields: {
      category: 'カテゴリー',
      tags: 'タグ',
      featured_image: 'アイキャッチ画像',
      read_time: '読了時間',
    },
    altNote: '画像の説明は各言語で書かれているため、それぞれの言語版の内容がそのまま残ります。',
    versions: '言語版',
    submit: { one: '{count}件の言語版に反映', other: '{count}件の言語版に反映' },
    skip: '今はしない',
    applying: '反映しています…',
    done: '完了',
    loading: '言語版を読み込んでいます…',
    loadError: '言語版を読み込めませんでした。1件ずつ変更してください。',
    updated: '更新しました',
    changed:
      '更新されませんでした：その間に別の人がこの言語版を保存しました。開いて変更を反映してください。',
    deleted: '更新されませんでした：この言語版はすでに存在しません。',
    failed: '更新されませんでした：保存に失敗しました。',
    summary: '{count}件中{done}件の言語版を更新しました。',
  },
  delete: {
    description:
      '「{title}」は{count}件の言語版（{languages}）の元の記事です。言語版をどうしますか？',
    choices: '言語版の扱い',
    deleteAll: '{count}件の版をすべて削除',
    deleteAllHint: '元の記事とすべての翻訳がブログから削除されます。',
    keep: '翻訳を残す',
    keepHint:
      '元の記事だけを削除します。選んだ言語版が新しい元の記事になり、ほかの言語版はその翻訳になります。',
    newOriginal: '新しい元の記事',
    confirmKeep: '元の記事だけを削除',
    loading: '言語版を読み込んでいます…',
    loadError: '言語版を読み込めなかったため、記事を安全に削除できません。もう一度お試しください。',
    deletedAll: '{count}件の版をすべて削除しました。',
    handedOver: '元の記事を削除しました。「{title}」が新しい元の記事です。',
  },
};
