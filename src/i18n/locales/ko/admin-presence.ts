import type { Messages } from '@/i18n/messages';

/** Who else has the post open in the editor (part of `admin`). */
export const presence: Messages['admin']['presence'] = {
  alsoEditing: '함께 편집 중: {people}',
  person: '{name}({time}부터)',
  self: '{name}(본인, 다른 창)',
  someone: '다른 관리자',
  hint: '계속 편집할 수 있습니다. 상대방이 먼저 저장해도 직접 선택하지 않는 한 상대방의 내용은 바뀌지 않습니다.',
};
