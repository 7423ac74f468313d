import type { Messages } from '@/i18n/messages';

/** 翻訳ワークスペース：翻訳と原文をセグメントごとに並べて表示します。 */
export const workspace: Messages['admin']['workspace'] = {
  open: '並べて開く',
  title: '翻訳ワークスペース',
  intro:
    '左が原文（{source}）、右があなたの翻訳（{target}）です。入力するのは本文だけです。リンク、画像、コード、書式はロックされ、原文からそのまま引き継がれます。',
  backToEditor: 'エディターに戻る',
  loadFailed: '翻訳を読み込めませんでした。',
  notATranslation: 'この記事は原文です。並べて作業するには、翻訳のいずれかを開いてください。',
  retry: '再試行',
  progress: '{total} セグメント中 {translated} 件翻訳済み・{reviewed} 件確認済み',
  save: '翻訳を保存',
  saving: '保存しています…',
  saved: '翻訳を保存しました。',
  saveFailed: '翻訳を保存できませんでした。入力した内容は残っています。もう一度お試しください。',
  conflict:
    'この翻訳は、あなたが開いた後に別の人が保存しました。入力した内容は残っています。必要な部分をコピーしてから再読み込みし、相手の版を確認してください。',
  deleted: '作業中にこの翻訳が削除されました。入力した内容は残っています。',
  merged:
    '作業中に別の人がこの翻訳を保存しました。相手の変更は取り込み済みです。同じセグメントを両方が変更した箇所は、あなたのテキストを残し、相手の版を横に表示しています。確認してから、もう一度保存してください。',
  theirs: '相手が保存した版',
  misfitBlocks:
    '保存済みのテキストの一部が原文の構造と合っていません（該当するセグメントの下に表示しています）。保存する前に、それらのセグメントを翻訳し直してください。',
  extraBlocks:
    '保存済みの翻訳には、原文にないセグメントが {count} 件あります（追加された段落やリスト項目）。ここで保存すると失われるため、この翻訳はエディターで編集してください。',
  misfit: '原文の構造と合わない保存済みのテキスト：',
  changed: 'この翻訳の作成後に原文が変更されています',
  changedLegend: '原文の変更点',
  segmentNames: {
    title: 'タイトル',
    excerpt: '抜粋',
    seo_title: 'SEOタイトル',
    seo_description: 'メタディスクリプション',
    image_alt: 'アイキャッチ画像の代替テキスト',
    tag: 'タグ {number}',
    heading: '見出し {number}',
    paragraph: '段落 {number}',
    'list-item': 'リスト項目 {number}',
    quote: '引用 {number}',
    'table-cell': '表のセル {number}',
    'link-text': 'リンクテキスト {number}',
    'image-alt': '画像 {number} の代替テキスト',
  },
  part: '{segment}（{count} 分割中 {number} 番目）',
  chip: {
    link: 'ロックされたリンク：{value}',
    image: 'ロックされた画像：{value}',
    code: 'ロックされたコード：{value}',
    html: 'ロックされたHTML：{value}',
    placeholder: 'ロックされたプレースホルダー：{value}',
    url: 'ロックされたアドレス：{value}',
    markdown: 'ロックされた書式：{value}',
  },
  states: {
    untranslated: '未翻訳',
    machine: '機械翻訳・要確認',
    edited: '編集済み',
    reviewed: '確認済み',
  },
  markReviewed: '確認済みにする',
  markAllReviewed: 'すべて確認済みにする',
  markAllTitle: '翻訳済みのセグメントをすべて確認済みにしますか？',
  markAllDescription:
    '翻訳済みの {count} 件のセグメントすべてを、人が原文と照らし合わせて読んだことを示します。確認済みにした機械翻訳は公開できるようになります。',
  markAllConfirm: 'すべて確認済みにする',
  cancel: 'キャンセル',
  machine: {
    translate: '機械翻訳する',
    translating: '翻訳しています…',
    suggest: '提案',
    off: '機械翻訳はオフです。有効にするには、サーバーで {variables} を設定してください。',
    nothingToTranslate: 'すべてのセグメントが翻訳済みです。',
    done: {
      one: '{count} 件のセグメントを機械翻訳しました。公開する前に確認してください。',
      other: '{count} 件のセグメントを機械翻訳しました。公開する前に確認してください。',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '人が書いた訳文の横に、新しい機械翻訳の提案を {count} 件表示しています。',
      other: '人が書いた訳文の横に、新しい機械翻訳の提案を {count} 件表示しています。',
    },
    refused: 'このセグメントの機械翻訳は採用されませんでした：{reason}',
    suggestion: '機械翻訳の提案',
    accept: '提案を使う',
    ignore: '無視する',
    errors: {
      no_provider: 'このサーバーでは機械翻訳がオフになっています。',
      monthly_limit: '今月の機械翻訳の上限に達しました。何も翻訳されていません。',
      rate_limited: '翻訳サービスが混み合っています。{seconds} 秒後にもう一度お試しください。',
      quota_exceeded: '翻訳サービスの利用枠を使い切りました。何も翻訳されていません。',
      provider_unavailable: '翻訳サービスを利用できません。しばらくしてからお試しください。',
      provider_timeout: '翻訳サービスから時間内に応答がありませんでした。もう一度お試しください。',
      forbidden: '機械翻訳を使えるのは管理者だけです。',
      other: '機械翻訳に失敗しました。何も変更されていません。もう一度お試しください。',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: '未翻訳の言語を翻訳',
    openLabel: '未翻訳の言語を翻訳：「{title}」',
    description:
      '「{title}」の未翻訳の各言語に、機械翻訳した下書きを作成します。公開する前に確認が必要です。失敗した言語には何も作成されません。',
    start: { one: '{count} 言語に翻訳', other: '{count} 言語に翻訳' },
    close: '閉じる',
    states: {
      waiting: '待機中',
      translating: '翻訳しています…',
      done: '下書きを作成しました',
      skipped: '翻訳されていません',
    },
    refused:
      'テキストの一部がリンクや書式を失った状態で返ってきました。この言語には何も保存されていません。',
    writeFailed: '下書きを保存できませんでした。この言語には何も保存されていません。',
    finished: '{total} 言語中 {done} 言語を翻訳しました。',
    readFailed: '元の記事を読み込めませんでした。この言語には何も保存されていません。',
    descriptionMany: {
      one: '選択した記事の未翻訳の各言語に、機械翻訳した下書きを作成します。公開する前に確認が必要です。失敗した言語には何も作成されません。',
      other:
        '選択した {count} 件の記事の未翻訳の各言語に、機械翻訳した下書きを作成します。公開する前に確認が必要です。失敗した言語には何も作成されません。',
    },
    startMany: { one: '{count} 件の下書きを作成', other: '{count} 件の下書きを作成' },
    finishedMany: '{total} 件中 {done} 件の下書きを作成しました。',
    overall: '{total} 言語中 {done} 言語が完了',
    stop: 'この言語の後で停止',
    limitReached:
      '今月の機械翻訳の上限に達しました。残りの言語は送信していません。作成済みの下書きはそのまま残ります。',
    postLanguages: '「{title}」の未翻訳の言語',
    openSelected: '未翻訳の言語を翻訳（{count}）',
    selectPost: '「{title}」を選択',
    selectAll: '表示中のすべてを選択',
    complete: '「{title}」はすべての言語でそろっています',
  },
  xliff: {
    export: 'XLIFFをエクスポート',
    import: 'XLIFFをインポート',
    reading: 'ファイルを読み込んでいます…',
    summaryTitle: 'このXLIFFファイルをインポートしますか？',
    summary:
      '{applied} 件のセグメントにファイルの訳文を反映します。{flagged} 件はエクスポート後に原文が変わったため保留し、{refused} 件は使用できません。{unchanged} 件はすでに同じです。',
    applied: 'ファイルの訳文を反映（編集済みとして記録、要レビュー）',
    flagged: '保留：エクスポート後に原文が変更されています',
    refused: '使用できないもの',
    apply: '反映する',
    refusals: {
      placeholders: 'ロックされた部分（リンク、画像、書式）が原文と一致しません',
      structure: '原文にない書式、リンク、HTMLが追加されています',
      inline_codes: 'エクスポート時になかったタグが含まれています',
      empty: '訳文がありません',
    },
    errors: {
      malformed: 'ファイルが正しい形式のXMLではありません。何もインポートされていません。',
      doctype:
        'ファイルにDTDまたはエンティティの宣言があります（XLIFFでは不要です）。何もインポートされていません。',
      too_large:
        'XLIFFのエクスポートとしては大きすぎるファイルです。何もインポートされていません。',
      not_xliff2: 'ファイルがXLIFF 2の文書ではありません。何もインポートされていません。',
      languages: 'ファイルの言語の組み合わせが異なります。何もインポートされていません。',
      no_file: 'ファイルにこの翻訳のデータがありません。何もインポートされていません。',
      wrong_original:
        'ファイルは別の原文からエクスポートされたものです。何もインポートされていません。',
      unknown_units:
        'この翻訳にないセグメントがファイルに含まれています（{keys}）。何もインポートされていません。',
      read_failed: 'ファイルを読み込めませんでした。何もインポートされていません。',
    },
  },
  /** 言語ビューで選択した記事の XLIFF エクスポート：言語ペアごとに 1 ファイル。 */
  xliffSelection: {
    open: 'XLIFFをエクスポート（{count}）',
    title: 'XLIFFをエクスポート',
    description: {
      one: '選択した記事を、翻訳先の言語ごとに1つのXLIFFファイルに書き出します。原文は現在の内容で、既存の翻訳があればそれも含めます。',
      other:
        '選択した {count} 件の記事を、翻訳先の言語ごとに1つのXLIFFファイルに書き出します。原文は現在の内容で、既存の翻訳があればそれも含めます。',
    },
    languages: '翻訳先の言語',
    importNote:
      '翻訳会社から戻ったファイルを取り込むには、ここで「XLIFFをインポート」を使ってください。ファイル内の各記事は、何かを変更する前に照合されます。',
    close: '閉じる',
    none: '原文以外の言語を 1 つ以上選んでください。',
    done: {
      one: '{count} 個のファイルをダウンロードしました。',
      other: '{count} 個のファイルをダウンロードしました。',
    },
    failed: '記事を読み込めませんでした。何もダウンロードされていません。もう一度お試しください。',
    working: 'ファイルを準備しています…',
    download: {
      one: '{count} 個のファイルをダウンロード',
      other: '{count} 個のファイルをダウンロード',
    },
  },
  /** 言語ビューでの XLIFF インポート：選択した記事のファイル、<file> ごとに 1 記事。 */
  xliffImport: {
    open: 'XLIFFをインポート',
    title: 'XLIFFをインポート',
    description: '{file}：原文（{source}）から翻訳（{target}）へ。反映するまで何も変更されません。',
    checking: 'ファイルと記事を照合しています…',
    untitled: 'すでに存在しない記事',
    newDraft: 'この言語の版はまだありません。反映すると下書きが作成されます。',
    counts: {
      applied: 'ファイルの訳文を反映：{count} 件',
      flagged: '保留：{count} 件',
      refused: '使用できない：{count} 件',
      unchanged: 'すでに同じ：{count} 件',
    },
    heldBack: 'エクスポート後に原文が変更されたため保留しています：{keys}。',
    problems: {
      missing: 'この記事またはその翻訳はもう存在しません。この記事からは何もインポートされません。',
      languages:
        'この記事はファイルの言語の組み合わせに該当しません。この記事からは何もインポートされません。',
      wrong_original:
        'ファイルでは、この翻訳の原文として別の記事が指定されています。この記事からは何もインポートされません。',
      unknown_units:
        'この記事にないセグメントがファイルに含まれています（{keys}）。この記事からは何もインポートされません。',
      extra_blocks: 'この翻訳には原文にないブロックがあります。先に並べて開き、整理してください。',
      misfits:
        'この翻訳の保存済みのテキストが原文と合わなくなっており、ファイルでも置き換えられません。先に並べて開いてください。',
    },
    errors: {
      languages:
        'このファイルは、サイトの言語どうしの組み合わせではありません。何もインポートされていません。',
      no_file: 'ファイルに記事が含まれていません。何もインポートされていません。',
      read_failed:
        'ファイルまたは記事を読み込めませんでした。何もインポートされていません。もう一度お試しください。',
    },
    nothing: 'ファイルの内容で変わる翻訳はありません。',
    applying: '{total} 件中 {done} 件を保存しています…',
    apply: {
      one: '{count} 件の記事に反映',
      other: '{count} 件の記事に反映',
    },
    done: {
      one: '{count} 件の翻訳を保存しました。',
      other: '{count} 件の翻訳を保存しました。',
    },
    outcomes: {
      saved: '保存しました。インポートしたセグメントは編集済みとして記録され、レビューが必要です。',
      created:
        '下書きを作成しました。インポートしたセグメントは編集済みとして記録され、レビューが必要です。',
      changed:
        'ファイルの照合後に、別の人がこの翻訳を保存しました。何も上書きされていません。現在どこが変わるかを確認するには、ファイルをもう一度インポートしてください。',
      deleted: 'ファイルの照合後に翻訳が削除されました。何も保存されていません。',
      exists:
        'ファイルの照合後に、この言語の版が作成されました。何も保存されていません。ファイルをもう一度インポートしてください。',
      write: 'この翻訳を保存できませんでした。もう一度お試しください。',
    },
    cancel: 'キャンセル',
    close: '閉じる',
  },
  links: {
    title: '言語に合わせたリンク',
    none: '変更が必要なリンクはありませんでした。',
    post: '翻訳先の言語のこの記事',
    page: '翻訳先の言語のこのページ',
    original: '原文',
    translated: '翻訳',
  },
};
