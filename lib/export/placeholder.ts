// What a part that has no text yet says in an export, in the document's language.

const NOT_WRITTEN = { en: '(not written yet)', zh: '（尚未撰写）' } as const;

export function notWrittenText(language: 'en' | 'zh'): string {
  return NOT_WRITTEN[language];
}

/** The line under a draft export's title saying how much is still missing. */
export function draftNotice(language: 'en' | 'zh', missing: number, total: number): string {
  if (language === 'zh') {
    return missing > 0 ? `草稿导出：共 ${total} 部分，其中 ${missing} 部分尚未撰写。` : '草稿导出：项目尚未完成。';
  }
  return missing > 0
    ? `Draft export: ${missing} of ${total} parts are not written yet.`
    : 'Draft export: the project is not completed yet.';
}
