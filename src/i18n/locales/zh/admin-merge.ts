import type { Messages } from '@/i18n/messages';

/** 在他人较新的保存之上保存：三方合并及其面板。 */
export const merge: Messages['admin']['merge'] = {
  intro:
    '您打开这篇文章后，有其他人保存了它，因此您的保存已暂停。您和对方修改不同内容的地方，双方的修改都已合并。下面只列出您和对方都修改过的内容：请为每一项选择要保留的版本，然后保存。',
  taken: '已采用对方版本中的：{fields}。',
  legendTheirs: '仅在对方版本中',
  legendYours: '仅在您的版本中',
  block: '{field}，第 {number} 处（共 {count} 处）',
  useTheirs: '采用对方版本',
  keepYours: '保留您的版本',
  edit: '编辑',
  editLabel: '您的文字',
  removed: '（已删除）',
  save: '按此选择保存',
  saveHint: '对方修改的其他内容将保持其保存时的样子。',
  undecided: '请先为上面的每一项选择一个版本。',
  chooseToast: '您和其他人修改了同一处内容。请选择要保留的版本。',
  merged: '已与他人的修改合并',
};
