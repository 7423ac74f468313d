import type { Messages } from '@/i18n/messages';

/** 번역 작업 공간: 번역을 원문 옆에 세그먼트별로 나란히 보여 줍니다. */
export const workspace: Messages['admin']['workspace'] = {
  open: '나란히 열기',
  title: '번역 작업 공간',
  intro:
    '왼쪽은 원문({source}), 오른쪽은 번역({target})입니다. 텍스트만 입력하면 됩니다. 링크, 이미지, 코드, 서식은 잠겨 있으며 원문에서 그대로 가져옵니다.',
  backToEditor: '편집기로 돌아가기',
  loadFailed: '번역을 불러오지 못했습니다.',
  notATranslation: '이 게시물은 원문입니다. 나란히 작업하려면 번역 중 하나를 여세요.',
  retry: '다시 시도',
  progress: '세그먼트 {total}개 중 {translated}개 번역됨 · {reviewed}개 검토됨',
  save: '번역 저장',
  saving: '저장 중…',
  saved: '번역을 저장했습니다.',
  saveFailed: '번역을 저장하지 못했습니다. 입력한 내용은 그대로 있습니다. 다시 시도하세요.',
  conflict:
    '이 번역을 연 뒤에 다른 사람이 저장했습니다. 입력한 내용은 그대로 있습니다. 필요한 부분을 복사한 다음 새로고침해서 상대방의 버전을 확인하세요.',
  deleted: '작업하는 동안 이 번역이 삭제되었습니다. 입력한 내용은 그대로 있습니다.',
  merged:
    '작업하는 동안 다른 사람이 이 번역을 저장했습니다. 상대방의 변경 사항은 반영되었습니다. 같은 세그먼트를 둘 다 바꾼 곳은 내 텍스트를 유지하고 상대방의 버전을 옆에 표시합니다. 확인한 뒤 다시 저장하세요.',
  theirs: '상대방이 저장한 버전',
  misfitBlocks:
    '저장된 텍스트 일부가 원문의 구조와 맞지 않습니다(해당 세그먼트 아래에 표시됨). 저장하기 전에 그 세그먼트를 다시 번역하세요.',
  extraBlocks:
    '저장된 번역에 원문에 없는 세그먼트가 {count}개 있습니다(추가된 문단이나 목록 항목). 여기서 저장하면 사라지므로 이 번역은 편집기에서 수정하세요.',
  misfit: '원문의 구조와 맞지 않는 저장된 텍스트:',
  changed: '이 번역을 만든 뒤 원문이 변경됨',
  changedLegend: '원문에서 바뀐 내용',
  segmentNames: {
    title: '제목',
    excerpt: '요약',
    seo_title: 'SEO 제목',
    seo_description: '메타 설명',
    image_alt: '대표 이미지 대체 텍스트',
    tag: '태그 {number}',
    heading: '제목 {number}',
    paragraph: '문단 {number}',
    'list-item': '목록 항목 {number}',
    quote: '인용 {number}',
    'table-cell': '표 셀 {number}',
    'link-text': '링크 텍스트 {number}',
    'image-alt': '이미지 {number} 대체 텍스트',
  },
  part: '{segment}, {count}개 중 {number}번째 부분',
  chip: {
    link: '잠긴 링크: {value}',
    image: '잠긴 이미지: {value}',
    code: '잠긴 코드: {value}',
    html: '잠긴 HTML: {value}',
    placeholder: '잠긴 자리 표시자: {value}',
    url: '잠긴 주소: {value}',
    markdown: '잠긴 서식: {value}',
  },
  states: {
    untranslated: '번역 안 됨',
    machine: '기계 번역 · 검토 필요',
    edited: '편집됨',
    reviewed: '검토됨',
  },
  markReviewed: '검토 완료로 표시',
  markAllReviewed: '모두 검토 완료로 표시',
  markAllTitle: '번역된 세그먼트를 모두 검토 완료로 표시할까요?',
  markAllDescription:
    '번역된 세그먼트 {count}개를 모두 사람이 원문과 대조해 읽었다는 뜻입니다. 검토 완료로 표시한 기계 번역은 게시할 수 있습니다.',
  markAllConfirm: '모두 검토 완료로 표시',
  cancel: '취소',
  machine: {
    translate: '기계 번역',
    translating: '번역 중…',
    suggest: '제안',
    off: '기계 번역이 꺼져 있습니다. 켜려면 서버에 {variables}를 설정하세요.',
    nothingToTranslate: '모든 세그먼트가 이미 번역되었습니다.',
    done: {
      one: '세그먼트 {count}개를 기계 번역했습니다. 게시하기 전에 검토하세요.',
      other: '세그먼트 {count}개를 기계 번역했습니다. 게시하기 전에 검토하세요.',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '사람이 작성한 번역 옆에 새 기계 번역 제안 {count}개를 표시했습니다.',
      other: '사람이 작성한 번역 옆에 새 기계 번역 제안 {count}개를 표시했습니다.',
    },
    refused: '이 세그먼트의 기계 번역이 거부되었습니다: {reason}',
    suggestion: '기계 번역 제안',
    accept: '제안 사용',
    ignore: '무시',
    errors: {
      no_provider: '이 서버에서는 기계 번역이 꺼져 있습니다.',
      monthly_limit: '이번 달 기계 번역 한도에 도달했습니다. 아무것도 번역되지 않았습니다.',
      rate_limited: '번역 서비스가 혼잡합니다. {seconds}초 후에 다시 시도하세요.',
      quota_exceeded: '번역 서비스 할당량을 모두 사용했습니다. 아무것도 번역되지 않았습니다.',
      provider_unavailable: '번역 서비스를 사용할 수 없습니다. 나중에 다시 시도하세요.',
      provider_timeout: '번역 서비스가 제시간에 응답하지 않았습니다. 다시 시도하세요.',
      forbidden: '관리자만 기계 번역을 사용할 수 있습니다.',
      other: '기계 번역에 실패했습니다. 아무것도 바뀌지 않았습니다. 다시 시도하세요.',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: '누락된 언어 번역',
    openLabel: '누락된 언어 번역: “{title}”',
    description:
      '“{title}”의 누락된 각 언어에 기계 번역된 초안이 만들어지며, 게시하기 전에 검토해야 합니다. 실패한 언어에는 아무것도 만들어지지 않습니다.',
    start: { one: '{count}개 언어로 번역', other: '{count}개 언어로 번역' },
    close: '닫기',
    states: {
      waiting: '대기 중',
      translating: '번역 중…',
      done: '초안 생성됨',
      skipped: '번역되지 않음',
    },
    refused:
      '텍스트 일부가 링크나 서식 없이 돌아왔습니다. 이 언어에는 아무것도 저장되지 않았습니다.',
    writeFailed: '초안을 저장하지 못했습니다. 이 언어에는 아무것도 저장되지 않았습니다.',
    finished: '{total}개 언어 중 {done}개를 번역했습니다.',
    readFailed: '원문을 읽지 못했습니다. 이 언어에는 아무것도 저장되지 않았습니다.',
    descriptionMany: {
      one: '선택한 게시물의 누락된 각 언어에 기계 번역된 초안이 만들어지며, 게시하기 전에 검토해야 합니다. 실패한 언어에는 아무것도 만들어지지 않습니다.',
      other:
        '선택한 게시물 {count}개의 누락된 각 언어에 기계 번역된 초안이 만들어지며, 게시하기 전에 검토해야 합니다. 실패한 언어에는 아무것도 만들어지지 않습니다.',
    },
    startMany: { one: '초안 {count}개 만들기', other: '초안 {count}개 만들기' },
    finishedMany: '초안 {total}개 중 {done}개를 만들었습니다.',
    overall: '{total}개 언어 중 {done}개 완료',
    stop: '이 언어 후 중지',
    limitReached:
      '이번 달 기계 번역 한도에 도달했습니다. 남은 언어는 보내지 않았으며, 이미 만든 초안은 그대로 유지됩니다.',
    postLanguages: '“{title}”의 누락된 언어',
    openSelected: '누락된 언어 번역 ({count})',
    selectPost: '“{title}” 선택',
    selectAll: '표시된 항목 모두 선택',
    complete: '모든 언어 버전이 있는 게시물: “{title}”',
  },
  xliff: {
    export: 'XLIFF 내보내기',
    import: 'XLIFF 가져오기',
    reading: '파일을 읽는 중…',
    summaryTitle: '이 XLIFF 파일을 가져올까요?',
    summary:
      '세그먼트 {applied}개에 파일의 번역을 반영합니다. {flagged}개는 내보낸 뒤 원문이 바뀌어 보류하고, {refused}개는 사용할 수 없으며, {unchanged}개는 이미 같습니다.',
    applied: '파일의 번역 반영(편집됨으로 표시, 검토 필요)',
    flagged: '보류: 내보낸 뒤 원문이 변경되었습니다',
    refused: '사용할 수 없음',
    apply: '반영',
    refusals: {
      placeholders: '잠긴 부분(링크, 이미지, 서식)이 원문과 다릅니다',
      structure: '원문에 없는 서식, 링크 또는 HTML이 추가되었습니다',
      inline_codes: '내보낼 때 없던 태그가 들어 있습니다',
      empty: '번역문이 없습니다',
    },
    errors: {
      malformed: '파일이 올바른 형식의 XML이 아닙니다. 아무것도 가져오지 않았습니다.',
      doctype:
        '파일에 DTD나 엔터티 선언이 있습니다(XLIFF에는 필요 없습니다). 아무것도 가져오지 않았습니다.',
      too_large: 'XLIFF 내보내기 파일로 보기에는 너무 큽니다. 아무것도 가져오지 않았습니다.',
      not_xliff2: '파일이 XLIFF 2 문서가 아닙니다. 아무것도 가져오지 않았습니다.',
      languages: '다른 언어 쌍의 파일입니다. 아무것도 가져오지 않았습니다.',
      no_file: '파일에 이 번역에 해당하는 내용이 없습니다. 아무것도 가져오지 않았습니다.',
      wrong_original: '다른 원문에서 내보낸 파일입니다. 아무것도 가져오지 않았습니다.',
      unknown_units:
        '이 번역에 없는 세그먼트가 파일에 있습니다({keys}). 아무것도 가져오지 않았습니다.',
      read_failed: '파일을 읽을 수 없습니다. 아무것도 가져오지 않았습니다.',
    },
  },
  /** 언어 보기에서 선택한 게시물의 XLIFF 내보내기: 언어 쌍마다 파일 하나. */
  xliffSelection: {
    open: 'XLIFF 내보내기 ({count})',
    title: 'XLIFF 내보내기',
    description: {
      one: '선택한 게시물을 대상 언어마다 XLIFF 파일 하나로 내보냅니다. 원문은 현재 내용 그대로이며, 기존 번역이 있으면 함께 담깁니다.',
      other:
        '선택한 게시물 {count}개를 대상 언어마다 XLIFF 파일 하나로 내보냅니다. 원문은 현재 내용 그대로이며, 기존 번역이 있으면 함께 담깁니다.',
    },
    languages: '대상 언어',
    importNote:
      '번역 업체에서 받은 파일을 다시 가져오려면 여기에서 XLIFF 가져오기를 사용하세요. 변경하기 전에 파일의 각 게시물을 먼저 확인합니다.',
    close: '닫기',
    none: '원문 언어가 아닌 언어를 하나 이상 선택하세요.',
    done: {
      one: '파일 {count}개를 다운로드했습니다.',
      other: '파일 {count}개를 다운로드했습니다.',
    },
    failed: '게시물을 읽지 못했습니다. 아무것도 다운로드되지 않았습니다. 다시 시도하세요.',
    working: '파일을 준비하는 중…',
    download: { one: '파일 {count}개 다운로드', other: '파일 {count}개 다운로드' },
  },
  /** 언어 보기에서 XLIFF 가져오기: 선택한 게시물의 파일, <file>마다 게시물 하나. */
  xliffImport: {
    open: 'XLIFF 가져오기',
    title: 'XLIFF 가져오기',
    description:
      '{file}: 원문({source})에서 번역({target})으로 가져옵니다. 반영하기 전에는 아무것도 바뀌지 않습니다.',
    checking: '파일을 게시물과 대조하는 중…',
    untitled: '더 이상 존재하지 않는 게시물',
    newDraft: '이 언어로 된 버전이 아직 없습니다. 반영하면 초안이 만들어집니다.',
    counts: {
      applied: '파일의 번역 반영: {count}개',
      flagged: '보류: {count}개',
      refused: '사용할 수 없음: {count}개',
      unchanged: '이미 같음: {count}개',
    },
    heldBack: '내보낸 뒤 원문이 바뀌어 보류됨: {keys}',
    problems: {
      missing:
        '이 게시물 또는 그 번역이 더 이상 존재하지 않습니다. 이 게시물에서는 아무것도 가져오지 않습니다.',
      languages:
        '이 게시물은 파일의 언어 쌍에 해당하지 않습니다. 이 게시물에서는 아무것도 가져오지 않습니다.',
      wrong_original:
        '파일에 이 번역의 원문이 다른 게시물로 지정되어 있습니다. 이 게시물에서는 아무것도 가져오지 않습니다.',
      unknown_units:
        '이 게시물에 없는 세그먼트가 파일에 있습니다({keys}). 이 게시물에서는 아무것도 가져오지 않습니다.',
      extra_blocks: '번역에 원문에 없는 블록이 있습니다. 먼저 나란히 열어 정리하세요.',
      misfits:
        '이 번역에 저장된 텍스트가 더 이상 원문과 맞지 않으며, 파일이 이를 대체하지도 않습니다. 먼저 나란히 열어 확인하세요.',
    },
    errors: {
      languages: '사이트의 두 언어에 해당하는 파일이 아닙니다. 아무것도 가져오지 않았습니다.',
      no_file: '파일에 게시물이 없습니다. 아무것도 가져오지 않았습니다.',
      read_failed:
        '파일이나 게시물을 읽지 못했습니다. 아무것도 가져오지 않았습니다. 다시 시도하세요.',
    },
    nothing: '파일로 바뀌는 번역이 없습니다.',
    applying: '{total}개 중 {done}개 저장 중…',
    apply: {
      one: '게시물 {count}개에 반영',
      other: '게시물 {count}개에 반영',
    },
    done: {
      one: '번역 {count}개를 저장했습니다.',
      other: '번역 {count}개를 저장했습니다.',
    },
    outcomes: {
      saved: '저장했습니다. 가져온 세그먼트는 편집됨으로 표시되며 검토가 필요합니다.',
      created: '초안을 만들었습니다. 가져온 세그먼트는 편집됨으로 표시되며 검토가 필요합니다.',
      changed:
        '파일을 확인한 뒤 다른 사람이 이 번역을 저장했습니다. 아무것도 덮어쓰지 않았습니다. 지금 무엇이 바뀌는지 보려면 파일을 다시 가져오세요.',
      deleted: '파일을 확인한 뒤 번역이 삭제되었습니다. 아무것도 저장되지 않았습니다.',
      exists:
        '파일을 확인한 뒤 이 언어로 된 버전이 만들어졌습니다. 아무것도 저장되지 않았습니다. 파일을 다시 가져오세요.',
      write: '이 번역을 저장하지 못했습니다. 다시 시도하세요.',
    },
    cancel: '취소',
    close: '닫기',
  },
  links: {
    title: '언어에 맞춘 링크',
    none: '바꿀 링크가 없었습니다.',
    post: '번역 언어로 된 이 게시물',
    page: '번역 언어로 된 이 페이지',
    original: '원문',
    translated: '번역',
  },
};
