// Markdown → plain text, and small text helpers. Pure: used by the extractor for `text`,
// and by the quality bench, which scores plain text (the ground truth has no URLs or alt text).

/** Characters Turndown escapes with a backslash (see turndown's `escapes` table) plus CommonMark's set. */
const ESCAPABLE = /\\([\\`*_{}[\]()#+\-.!|~<>=:"'&$%^@,;?/])/g;
// Private-use code points stand in for escaped characters while markup is stripped.
const SHIFT = 0xe000;

function protectEscapes(md: string): string {
  return md.replace(ESCAPABLE, (_m, c: string) => String.fromCharCode(SHIFT + c.charCodeAt(0)));
}

function restoreEscapes(text: string): string {
  return text.replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - SHIFT));
}

/**
 * Converts Markdown produced by our Turndown setup to readable plain text:
 * drops images and link targets (keeps link text), heading/list/quote markers, emphasis,
 * fences, table pipes and any raw HTML left for complex tables, and undoes escapes.
 */
export function markdownToText(md: string): string {
  let s = protectEscapes(md);
  const out: string[] = [];
  let inFence = false;
  let fence = '';
  for (const rawLine of s.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(rawLine);
    if (fenceMatch && (!inFence || fenceMatch[1]!.startsWith(fence))) {
      if (!inFence) fence = fenceMatch[1]!;
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      out.push(rawLine); // code is literal: no markup to strip
      continue;
    }
    const block = stripBlock(rawLine);
    if (block !== null) out.push(stripInline(block));
  }
  s = out.join('\n');
  s = restoreEscapes(s);
  return s.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Block-level markers off; null for lines that are pure markup (table dividers, rules). */
function stripBlock(line: string): string | null {
  if (/^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(line)) return null; // table divider row
  if (/^\s*-{3,}\s*$/.test(line)) return ''; // <hr>: keeps the paragraph break
  let s = line;
  s = s.replace(/^\s*(>\s?)+/, ''); // blockquote
  s = s.replace(/^\s*#{1,6}\s+/, ''); // atx heading
  // Turndown writes `1.` ordered items only; a literal "1) …" line is text, not a marker.
  s = s.replace(/^\s*(?:[-*+]|\d+\.)\s+(\[[ xX]\]\s+)?/, ''); // list item, task box
  if (/^\s*\|.*\|\s*$/.test(s)) {
    // table row: cells become space-separated text
    s = s.trim().slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim()).join('  ');
    s = s.replace(/<br\s*\/?>/gi, ' ');
  }
  return s;
}

function stripInline(line: string): string {
  let s = line;
  // Images first (their alt text is not article text), then links (keep the text).
  s = s.replace(/!\[[^\]]*\]\((?:[^()\s]|\([^()]*\))*(?:\s+"[^"]*")?\)/g, '');
  for (let i = 0; i < 3; i++) {
    // Repeat for links whose text contained an image or another link.
    s = s.replace(/\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+"[^"]*")?\)/g, '$1');
  }
  s = s.replace(/<[a-zA-Z/!][^>]*>/g, ' '); // raw HTML (tables Turndown keeps as HTML)
  s = s.replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  // Inline code is literal: park it so emphasis stripping cannot touch `a*b*c`.
  const codes: string[] = [];
  s = s.replace(/(`+)(.*?)\1/g, (_m, _f: string, code: string) => {
    codes.push(code.trim());
    return `\ue100${codes.length - 1}\ue101`;
  });
  // Our Turndown setup emits `*`/`**` emphasis only; a literal `_` arrives escaped.
  s = s.replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '$1');
  s = s.replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1');
  s = s.replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1');
  s = s.replace(/\ue100(\d+)\ue101/g, (_m, i: string) => codes[Number(i)] ?? '');
  return s;
}

/** Collapses runs of whitespace to single spaces. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Words: runs of letters/digits (Unicode), so it works for any script that uses spaces. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? [];
}

export function countWords(text: string): number {
  return wordsOf(text).length;
}

/** Loose comparison for titles vs headings: case, punctuation and spacing are ignored. */
export function sameTitle(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const x = norm(a);
  const y = norm(b);
  return x !== '' && (x === y || (y.length > 15 && x.startsWith(y)) || (x.length > 15 && y.startsWith(x)));
}
