import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: '다른 언어 버전에도 적용할까요?',
    description:
      '원본에서 {fields} 항목을 변경했습니다. 다른 언어 버전에는 아직 이전 값이 남아 있습니다.',
    fields: {
      category: '카테고리',
      tags: '태그',
      featured_image: '대표 이미지',
      read_time: '읽는 시간',
    },
    altNote: '이미지 설명은 각 언어로 작성되므로 버전마다 그대로 유지됩니다.',
    versions: '언어 버전',
    submit: { one: '언어 버전 {count}개에 적용', other: '언어 버전 {count}개에 적용' },
    skip: '나중에',
    applying: '적용하는 중…',
    done: '완료',
    loading: '언어 버전을 불러오는 중…',
    loadError: '언어 버전을 불러오지 못했습니다. 하나씩 변경하세요.',
    updated: '업데이트됨',
    changed:
      '업데이트되지 않음: 그사이 다른 사람이 이 버전을 저장했습니다. 버전을 열어 변경 사항을 적용하세요.',
    deleted: '업데이트되지 않음: 이 버전은 더 이상 존재하지 않습니다.',
    failed: '업데이트되지 않음: 저장하지 못했습니다.',
    summary: '언어 버전 {count}개 중 {done}개를 업데이트했습니다.',
  },
  delete: {
    description:
      '‘{title}’ 게시물은 언어 버전 {count}개({languages})의 원본입니다. 언어 버전을 어떻게 할까요?',
    choices: '언어 버전',
    deleteAll: '버전 {count}개 모두 삭제',
    deleteAllHint: '원본과 모든 번역이 블로그에서 삭제됩니다.',
    keep: '번역 유지',
    keepHint: '원본만 삭제됩니다. 선택한 버전이 새 원본이 되고 나머지는 그 번역이 됩니다.',
    newOriginal: '새 원본',
    confirmKeep: '원본만 삭제',
    loading: '언어 버전을 불러오는 중…',
    loadError: '언어 버전을 불러오지 못해 게시물을 안전하게 삭제할 수 없습니다. 다시 시도하세요.',
    deletedAll: '버전 {count}개를 모두 삭제했습니다.',
    handedOver: '원본을 삭제했습니다. 이제 ‘{title}’ 게시물이 새 원본입니다.',
  },
};
