import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: '검색 및 소셜 미리보기',
  description:
    '검색 결과와 공유된 링크에서 이 게시물이 어떻게 보이는지 게시물의 언어로 보여 줍니다.',
  searchResult: '검색 결과',
  socialCard: '공유된 링크',
  titleCount: '제목: {count} / {max}자',
  descriptionCount: '설명: {count} / {max}자',
  overLimit: '검색 결과에 보통 표시되는 길이보다 깁니다.',
  titleFromSeo: 'SEO 제목을 사용합니다.',
  titleFromPost: 'SEO 제목이 없어 게시물 제목과 블로그 이름을 사용합니다.',
  descriptionFromMeta: '메타 설명을 사용합니다.',
  descriptionFromExcerpt: '메타 설명이 없어 요약을 사용합니다.',
  descriptionFromTitle: '메타 설명과 요약이 없어 제목을 사용합니다.',
  siteImage: '대표 이미지가 없어 사이트 이미지가 공유됩니다.',
};
