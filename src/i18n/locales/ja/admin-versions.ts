import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    'この記事の保存履歴です（新しい順）。版を選ぶと、すべての項目を現在の版と比較できます。版全体、または1つの項目だけを戻すことができます。',
  sameAsCurrent: 'すべての項目が現在の版と同じです。',
  restoreField: 'この項目を戻す',
  fieldConfirmTitle: '「{field}」を戻しますか？',
  fieldConfirmDescription:
    '「{field}」を{time}の版の内容で保存し直します。ほかの項目は現在の値のままで、現在の版も履歴に残ります。',
  fieldConfirm: '項目を戻す',
  fieldRestored: '「{field}」を戻し、新しく保存しました',
  empty: '空欄',
  noImage: '画像なし',
  noOriginal: 'なし（オリジナル記事）',
  translationOf: '「{title}」の翻訳',
  anotherPost: '別の記事',
  readTime: { one: '{count}分', other: '{count}分' },
  markWithSave: 'この保存で最新としてマーク',
  markWithSaveHint:
    '保存と同時に、この翻訳が上で比較したオリジナル記事に対応していることを記録します。',
  saveOrMarkWithSave:
    '先に変更を保存するか、保存ボタンの横にある「この保存で最新としてマーク」にチェックを入れてください。',
  markedWith: '{date}のオリジナル記事の版に対して最新としてマークしました。',
  sourceChanges: '2つの版の間でオリジナル記事が変更された内容',
  sourceChangesMissing:
    'オリジナル記事の以前の版が履歴に残っていないため、変更内容を表示できません。',
  languageChip: '言語：{language}',
  publishConfirmTitle: '今すぐ公開しますか？',
  publishConfirmDescription:
    '公開するとすぐに読者がこの記事を読めるようになります。編集を続ける場合は、下書きとして保存してください。',
  publishConfirm: '今すぐ公開',
  keepEditing: '編集を続ける',
};
