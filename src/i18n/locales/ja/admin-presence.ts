import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: 'ほかにも編集中です：{people}',
  person: '{name}（{time}から）',
  self: '{name}（あなた、別のウィンドウ）',
  someone: '別の管理者',
  hint: 'このまま編集を続けられます。相手が先に保存しても、あなたが選ばない限り相手の内容が置き換えられることはありません。',
};
