import type { Messages } from '@/i18n/messages';

/** 다른 사용자의 최신 저장 위에 저장할 때: 3방향 병합과 그 패널. */
export const merge: Messages['admin']['merge'] = {
  intro:
    '이 게시물을 연 뒤 다른 사용자가 저장해서 저장을 잠시 멈췄습니다. 서로 다른 곳을 수정한 부분은 두 사람의 변경 사항을 합쳤습니다. 아래에는 두 사람이 모두 수정한 부분만 표시됩니다. 항목마다 남길 버전을 고른 뒤 저장하세요.',
  taken: '상대방 버전에서 이미 가져옴: {fields}.',
  legendTheirs: '상대방 버전에만 있음',
  legendYours: '내 버전에만 있음',
  block: '{field}, {count}곳 중 {number}번째',
  useTheirs: '상대방 버전 사용',
  keepYours: '내 버전 유지',
  edit: '직접 수정',
  editLabel: '내 텍스트',
  removed: '(삭제됨)',
  save: '이 선택으로 저장',
  saveHint: '상대방이 바꾼 나머지 부분은 저장된 그대로 유지됩니다.',
  undecided: '먼저 위의 항목마다 버전을 고르세요.',
  chooseToast: '다른 사용자와 같은 부분을 수정했습니다. 남길 버전을 고르세요.',
  merged: '다른 사용자의 변경 사항과 병합했습니다',
};
