// HTML → Markdown with Turndown and GFM, plus the fixes for traps found on real pages
// (see ../shared/data/extraction/README.md): header-less tables, <br> in code, `_` emphasis.
import TurndownService from 'turndown';
import { strikethrough, tables, taskListItems } from '@joplin/turndown-plugin-gfm';
import { codeLanguage } from './codelang.js';

let service: TurndownService | null = null;

/** One configured instance per context: building the rule set costs more than a small page. */
export function toMarkdown(root: Element): string {
  service ??= createService();
  unwrapOrphanTableParts(root);
  return service.turndown(root as unknown as TurndownService.Node).trim();
}

function createService(): TurndownService {
  const td = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    fence: '```',
    // `_` glues onto neighbouring word characters (snake_case, CJK) and breaks emphasis; `*` does not.
    emDelimiter: '*',
    strongDelimiter: '**',
    hr: '---',
    linkStyle: 'inlined',
  });
  // The Joplin fork converts header-less tables (the original plugin leaves them as HTML).
  // Its highlightedCodeBlock rule is replaced by our own code rule below.
  td.use([tables, strikethrough, taskListItems]);
  td.addRule('codeBlock', {
    filter: (node) => node.nodeName === 'PRE',
    replacement: (_content, node) => codeBlock(node as unknown as HTMLElement),
  });
  td.addRule('dropEmptyLinks', {
    // A link around nothing readable (icon links) would leave `[](url)` noise.
    filter: (node) => node.nodeName === 'A' && (node.textContent ?? '').trim() === '' && !(node as Element).querySelector('img'),
    replacement: () => '',
  });
  td.addRule('link', {
    // Turndown keeps newlines from block content inside <a> (cards: heading + teaser), which
    // breaks the link syntax; a link's text is one line.
    filter: (node) => node.nodeName === 'A' && !!(node as Element).getAttribute('href'),
    replacement: (content, node) => {
      const href = destination((node as Element).getAttribute('href'));
      const text = content.replace(/^#{1,6}\s+/gm, '').replace(/\s*\n\s*/g, ' ').trim();
      return text ? `[${text}](${href})` : '';
    },
  });
  td.addRule('image', {
    // Turndown keeps the line breaks of a long alt text (a diagram described in three lines):
    // the image syntax then spans lines, and a reader that goes line by line (markdownToText,
    // an agent's parser) takes the rest of the description and the address for text.
    filter: (node) => node.nodeName === 'IMG',
    replacement: (_content, node) => {
      const el = node as Element;
      const src = destination(el.getAttribute('src'));
      if (!src) return '';
      const alt = oneLine(el.getAttribute('alt')).replace(/[[\]\\]/g, '\\$&');
      const title = oneLine(el.getAttribute('title')).replace(/"/g, '\\"');
      return `![${alt}](${src}${title ? ` "${title}"` : ''})`;
    },
  });
  // Controls are not text. A <form> itself is a container: some sites (ASP.NET) wrap the whole
  // page in one, so removing it would remove the page; its controls go by the rule above.
  td.remove(['button', 'select', 'input', 'textarea']);
  return td;
}

/** A link's or an image's address as Markdown takes it: parentheses and spaces would end it early. */
function destination(url: string | null): string {
  return (url ?? '').trim().replace(/[()\s]/g, (c) => (c === '(' ? '%28' : c === ')' ? '%29' : '%20'));
}

function oneLine(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Rows and cells left without a <table> (Readability turns some layout tables into divs, and
 * pages ship broken markup) crash the GFM table rules, which look for the parent table.
 */
function unwrapOrphanTableParts(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('tr, td, th, thead, tbody, tfoot, caption'))) {
    if (el.closest('table') && root.contains(el.closest('table'))) continue;
    const replacement = el.ownerDocument.createElement(/^(TD|TH)$/.test(el.tagName) ? 'span' : 'div');
    replacement.append(...Array.from(el.childNodes), ' ');
    el.replaceWith(replacement);
  }
}

/**
 * Fenced code block for any <pre>, with or without an inner <code>. Text is read ourselves
 * because Turndown's own rule uses textContent, which loses <br> line breaks (Turndown #514)
 * and lines that highlighters wrap in block elements.
 */
function codeBlock(pre: HTMLElement): string {
  const code = pre.querySelector('code');
  const classes = [pre, code, pre.parentElement, pre.parentElement?.parentElement]
    .map((el) => el?.getAttribute('class') ?? '')
    .filter(Boolean);
  const dataLangs = [pre, code]
    .flatMap((el) => [el?.getAttribute('data-lang'), el?.getAttribute('data-language')])
    .filter((v): v is string => !!v);
  const lang = codeLanguage(classes, dataLangs);
  const text = codeText(pre).replace(/^\n+|\s+$/g, '');
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `\n\n${fence}${lang}\n${text}\n${fence}\n\n`;
}

const BLOCK_IN_CODE = /^(DIV|P|LI|TR|TABLE|TBODY)$/;

/** Text of a code block where <br> and line-level block wrappers become newlines. */
export function codeText(root: Node): string {
  let out = '';
  const visit = (node: Node): void => {
    if (node.nodeType === 3) {
      out += node.nodeValue ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const name = node.nodeName;
    if (name === 'BR') {
      out += '\n';
      return;
    }
    const block = BLOCK_IN_CODE.test(name);
    if (block && out !== '' && !out.endsWith('\n')) out += '\n';
    for (let child = node.firstChild; child; child = child.nextSibling) visit(child);
    if (block && !out.endsWith('\n')) out += '\n';
  };
  visit(root);
  return out;
}
