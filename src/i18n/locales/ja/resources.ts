import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: '今後のイベント',
    metaDescription:
      'イベント、ミートアップ、カンファレンスの開催予定。オンラインでも会場でも、チームと直接お話しいただけます。',
    title: '今後のイベント',
    text: 'イベントカレンダーは近日公開予定です。',
  },
  templates: {
    metaTitle: 'デモテンプレート',
    metaDescription:
      '営業・マーケティング・プロダクトチーム向けの、すぐに使えるAIデモテンプレート。',
    title: 'デモテンプレート',
    text: 'テンプレートライブラリは近日公開予定です。',
  },
  videos: {
    metaTitle: '動画',
    metaDescription: 'AIアバターとライブエージェントによる製品デモをご覧ください。',
    title: '動画',
    text: '動画ギャラリーは近日公開予定です。',
  },
  webinars: {
    metaTitle: 'ウェビナー',
    metaDescription:
      'AIデモで訪問者を商談につなげる方法を、デモのエキスパートがライブで解説します。',
    title: 'ウェビナー',
    text: 'ウェビナーのスケジュールは近日公開予定です。',
  },
};
