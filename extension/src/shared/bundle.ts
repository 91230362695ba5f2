// Output files of the reading tools: file names, the combined Markdown of several tabs, and the
// per-tab zip. Pure, so it is tested without Chrome.
import { strToU8, zipSync } from 'fflate';

export interface SavedPage {
  title: string;
  url: string;
  markdown: string;
}

/** Characters Windows, macOS or Linux refuse in file names, and control characters. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const MAX_STEM = 80;

/** A file name stem from a page title (its host, then "page", when the title is empty). */
export function fileStem(title: string, url = ''): string {
  let stem = title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (!stem) {
    try {
      stem = new URL(url).hostname;
    } catch {
      stem = '';
    }
  }
  stem = stem.slice(0, MAX_STEM).trim();
  return stem || 'page';
}

/** One name per page, in order; repeats get " (2)", " (3)"… (compared without case, as on macOS and Windows). */
export function uniqueNames(pages: readonly SavedPage[], extension: string): string[] {
  const used = new Set<string>();
  return pages.map((page) => {
    const stem = fileStem(page.title, page.url);
    let name = `${stem}.${extension}`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${stem} (${n}).${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** Every page's Markdown, each followed by its address, separated by rules. */
export function combinedMarkdown(pages: readonly SavedPage[]): string {
  return `${pages.map((page) => `${page.markdown.trim()}\n\n<${page.url}>`).join('\n\n---\n\n')}\n`;
}

/** A zip with one .md file per page. Stored, not deflated: Markdown is small and this stays fast. */
export function markdownZip(pages: readonly SavedPage[]): Uint8Array {
  const names = uniqueNames(pages, 'md');
  const files = Object.fromEntries(pages.map((page, i) => [names[i]!, strToU8(`${page.markdown.trim()}\n`)]));
  return zipSync(files, { level: 0 });
}
