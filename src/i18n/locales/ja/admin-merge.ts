import type { Messages } from '@/i18n/messages';

/** 他のユーザーの新しい保存の上に保存するとき：三方向マージとその画面。 */
export const merge: Messages['admin']['merge'] = {
  intro:
    'この記事を開いた後に別のユーザーが保存したため、保存をいったん止めました。それぞれが別の箇所を変更したところは、両方の変更を組み合わせてあります。以下は、お二人が同じ箇所を変更したものだけです。それぞれ残す版を選んでから保存してください。',
  taken: '相手の版から取り込み済み：{fields}。',
  legendTheirs: '相手の版にだけある部分',
  legendYours: 'あなたの版にだけある部分',
  block: '{field}（{count} か所中 {number} か所目）',
  useTheirs: '相手の版を使う',
  keepYours: '自分の版を残す',
  edit: '編集する',
  editLabel: 'あなたの文章',
  removed: '（削除済み）',
  save: 'この選択で保存',
  saveHint: '相手が変更したそれ以外の部分は、相手が保存したとおりに残ります。',
  undecided: '先に、上の各項目で残す版を選んでください。',
  chooseToast: '別のユーザーと同じ箇所を変更しました。残す版を選んでください。',
  merged: '別のユーザーの変更と組み合わせました',
};
