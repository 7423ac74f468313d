import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    '이 게시물을 저장한 기록입니다(최신순). 버전을 선택하면 모든 항목을 현재 버전과 비교할 수 있고, 버전 전체 또는 항목 하나만 복원할 수 있습니다.',
  sameAsCurrent: '모든 항목이 현재 버전과 같습니다.',
  restoreField: '이 항목 복원',
  fieldConfirmTitle: '“{field}” 항목을 복원할까요?',
  fieldConfirmDescription:
    '“{field}” 항목을 {time} 버전의 내용으로 다시 저장합니다. 다른 항목은 현재 값을 유지하며, 현재 버전도 기록에 남습니다.',
  fieldConfirm: '항목 복원',
  fieldRestored: '“{field}” 항목을 복원해 새로 저장했습니다',
  empty: '비어 있음',
  noImage: '이미지 없음',
  noOriginal: '없음(원문 게시물)',
  translationOf: '“{title}”의 번역',
  anotherPost: '다른 게시물',
  readTime: { one: '{count}분', other: '{count}분' },
  markWithSave: '저장하면서 최신 상태로 표시',
  markWithSaveHint: '저장과 함께, 이 번역이 위에서 비교한 원문을 반영한다고 기록합니다.',
  saveOrMarkWithSave:
    '먼저 변경 사항을 저장하거나, 저장 버튼 옆의 “저장하면서 최신 상태로 표시”를 선택하세요.',
  markedWith: '{date} 원문 버전 기준으로 최신 상태로 표시했습니다.',
  sourceChanges: '두 버전 사이에 원문에서 바뀐 내용',
  sourceChangesMissing: '원문의 이전 버전이 기록에 남아 있지 않아 변경 내용을 표시할 수 없습니다.',
  languageChip: '언어: {language}',
  publishConfirmTitle: '지금 발행할까요?',
  publishConfirmDescription:
    '발행하면 바로 독자가 이 게시물을 볼 수 있습니다. 계속 작업하려면 초안으로 저장하세요.',
  publishConfirm: '지금 발행',
  keepEditing: '계속 편집',
};
