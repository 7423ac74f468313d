import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: '서식',
  heading2: '제목',
  heading3: '소제목',
  bold: '굵게',
  italic: '기울임꼴',
  link: '링크 삽입',
  bulletList: '글머리 기호 목록',
  numberedList: '번호 매기기 목록',
  quote: '인용',
  withShortcut: '{name} ({shortcut})',
  saveShortcutLive:
    '{shortcut}로는 초안만 저장됩니다. 발행되었거나 예약된 게시물의 변경 사항은 양식 아래의 버튼으로 저장하세요.',
};
