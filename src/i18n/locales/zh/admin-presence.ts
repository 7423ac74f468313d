import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: '其他正在编辑的人：{people}',
  person: '{name}（自 {time} 起）',
  self: '{name}（您，在另一个窗口中）',
  someone: '另一位管理员',
  hint: '您可以继续编辑。即使对方先保存，除非您选择，否则对方的内容不会被替换。',
};
