// A manuscript's sections at its headings, as offsets into the text itself (nothing is trimmed or
// joined, so a finding's offsets in a section are offsets in the file). A heading is a Markdown ATX
// line ("## Chapter 3") or, in plain text, a line that is only a chapter title ("Chapter 3", 第三章).

export interface HeadingSection {
  title: string;
  /** Where the section starts (its heading line) and ends (the next heading), `end` exclusive. */
  start: number;
  end: number;
  /** Where its text starts, after the heading line. */
  bodyStart: number;
}

const ATX = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const CHAPTER_LINE =
  /^[ \t]*((?:Chapter|CHAPTER|Part|PART|Prologue|Epilogue)\b[^\n]{0,80}|第[一二三四五六七八九十百零〇\d]+[章节回幕部][^\n]{0,40}|序章|尾声|楔子)[ \t]*$/;

export function headingSections(text: string): HeadingSection[] {
  const heads: { title: string; start: number; bodyStart: number }[] = [];
  let fenced = false;
  let at = 0;
  for (const line of text.split('\n')) {
    const start = at;
    at += line.length + 1;
    const bare = line.replace(/\r$/, '');
    if (/^\s*(```|~~~)/.test(bare)) fenced = !fenced;
    if (fenced) continue;
    const atx = ATX.exec(bare);
    const title = atx ? atx[2] : CHAPTER_LINE.exec(bare)?.[1]?.trim();
    if (title) heads.push({ title: title.replace(/^\*+|\*+$/g, ''), start, bodyStart: Math.min(at, text.length) });
  }
  const sections: HeadingSection[] = [];
  const firstHead = heads[0]?.start ?? text.length;
  if (text.slice(0, firstHead).trim()) sections.push({ title: '', start: 0, end: firstHead, bodyStart: 0 });
  heads.forEach((h, i) => sections.push({ ...h, end: heads[i + 1]?.start ?? text.length }));
  return sections;
}
