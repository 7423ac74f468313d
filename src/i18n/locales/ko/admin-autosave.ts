import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: '저장 중…',
  saved: '{time}에 자동 저장됨',
  failed: '자동 저장에 실패했습니다. 입력한 내용은 이 브라우저에 보관되어 있습니다',
  stopped:
    '자동 저장이 일시 중지되었습니다. 다른 사람이 이 글을 저장했습니다. 다음에 저장하면 상대방의 변경 사항이 내 변경 사항 옆에 표시됩니다.',
  history: '자동 저장',
  serverNewer:
    '이 브라우저에 {local}에 작성한 저장되지 않은 변경 사항이 있지만, {server}에 이 초안의 더 최신 버전이 저장되었습니다. 최신 버전을 표시하고 있습니다.',
  useBrowserCopy: '브라우저 사본 사용',
  discardBrowserCopy: '브라우저 사본 삭제',
};
